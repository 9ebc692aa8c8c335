import Foundation
import VIPKitCore
import VIPKitCourse

/// Compares the submissions of a class, exercise by exercise, for code two students share
/// beyond what the course gave them all (`SimilarityReport`). Only the files a student owns in
/// each exercise are read (its manifest's `studentFiles`, Swift files only), as the grader
/// takes them; nothing is built or run.
///
/// What is subtracted before two submissions are compared: every run of tokens the starter
/// and the solution have, and runs found in more than `commonShare` of the class, at least
/// `commonMinimum` students (what everyone writes: `import XCTest`, the test class, the usual
/// set-up). A pair's score is the share of the smaller submission's remaining tokens that
/// passages shared with the other cover (`SharedCode`): a copy with dead code added, or a part
/// of a larger submission, still scores near 1. Which pairs are flagged the class decides
/// (`SimilarityLine`).
package struct ClassSimilarity: Sendable {
  /// A run in more than this share of the class's submissions is common code.
  static let commonShare = 0.6
  /// …when at least this many have it: in a small class, two students are not "common".
  static let commonMinimum = 4

  /// One student's files for one exercise.
  package struct Submission: Sendable {
    package var student: String
    package var files: [(path: String, bytes: [UInt8])]

    package init(student: String, files: [(path: String, bytes: [UInt8])]) {
      self.student = student
      self.files = files
    }
  }

  /// What one exercise's comparison found, with what its pages need.
  package struct Compared: Sendable {
    package var exercise: SimilarityReport.Exercise
    /// Each compared student's code, and their own code in each view (starter, solution and
    /// common code left out).
    var code: [String: (submission: Submission, sides: [SimilarityView: SharedCode.Side])]
  }

  /// One view's measure of a pair.
  private struct Measure {
    var score: Double
    var shared: Int
    var passages: Int
  }

  /// Compares `submissions` of one exercise, whose course code (the starter under the same
  /// paths, the solution) is `given`, in every view.
  package static func compare(
    number: Int, title: String, given: [[(path: String, bytes: [UInt8])]],
    submissions: [Submission]
  ) -> Compared {
    let vocabulary = CodeFingerprints.names(in: given.flatMap { $0 })
    var code: [String: (submission: Submission, sides: [SimilarityView: SharedCode.Side])] = [:]
    for submission in submissions { code[submission.student] = (submission, [:]) }
    let courseViews = given.map { CodeFingerprints.views(of: $0) }
    let submissionViews = submissions.map {
      CodeFingerprints.views(of: $0.files, vocabulary: vocabulary)
    }
    // Nothing beyond the starter and the solution, as written: listed, never paired.
    let writtenCourse = courseViews.reduce(into: Set<UInt64>()) {
      $0.formUnion($1[.asWritten]!.allHashes)
    }
    let starterOnly = zip(submissions, submissionViews).filter {
      $0.1[.asWritten]!.allHashes.isSubset(of: writtenCourse)
    }.map(\.0.student)
    for view in SimilarityView.allCases {
      let course = courseViews.reduce(into: Set<UInt64>()) { $0.formUnion($1[view]!.allHashes) }
      let prints = submissionViews.map { $0[view]! }
      // How many submissions have each run beyond the course's.
      var holders: [UInt64: Int] = [:]
      for fingerprints in prints {
        for hash in fingerprints.allHashes.subtracting(course) { holders[hash, default: 0] += 1 }
      }
      let writing = prints.filter { !$0.allHashes.subtracting(course).isEmpty }.count
      let common = Double(writing) * commonShare
      let subtracted = course.union(
        holders.filter { Double($0.value) > common && $0.value >= commonMinimum }.keys)
      for (submission, fingerprints) in zip(submissions, prints) {
        code[submission.student]!.sides[view] = SharedCode.Side(
          prints: fingerprints, given: subtracted)
      }
    }
    let students = submissions.map(\.student).filter { !starterOnly.contains($0) }.sorted()
    for student in starterOnly { code[student] = nil }
    // Each view's pairs, then its line from the class.
    var measures: [SimilarityView: [Pairing: Measure]] = [:]
    var views: [SimilarityReport.ViewLine] = []
    for view in SimilarityView.allCases {
      var found: [Pairing: Measure] = [:]
      for (index, first) in students.enumerated() {
        let a = code[first]!.sides[view]!
        for second in students[(index + 1)...] {
          let b = code[second]!.sides[view]!
          // The smaller submission's own code, and how much of it the other has.
          let (small, large) = a.ownCount <= b.ownCount ? (a, b) : (b, a)
          guard small.ownCount > 0, !small.ownRuns.isDisjoint(with: large.ownRuns) else {
            continue
          }
          let shared = SharedCode(small, in: large)
          guard shared.tokens > 0 else { continue }
          found[Pairing(first, second)] = Measure(
            score: SharedCode.score(shared: shared.tokens, of: small.ownCount),
            shared: shared.tokens, passages: shared.count)
        }
      }
      measures[view] = found
      let own = students.map { code[$0]!.sides[view]!.ownCount }.sorted()
      views.append(
        .init(
          view: view,
          line: SimilarityLine(scores: found.values.map(\.score), students: students.count),
          ownMedian: own.isEmpty ? 0 : own[own.count / 2]))
    }
    // A pair stands where it is furthest above (or least under) that view's line.
    let pairings = Set(measures.values.flatMap(\.keys))
    var pairs = pairings.map { pairing -> SimilarityReport.Pair in
      let standing = views.compactMap { line -> (SimilarityReport.ViewLine, Measure)? in
        measures[line.view]![pairing].map { (line, $0) }
      }.max { $0.1.score - $0.0.line.score < $1.1.score - $1.0.line.score }!
      let flagged = views.contains { line in
        measures[line.view]![pairing].map { line.line.flags(score: $0.score, shared: $0.shared) }
          ?? false
      }
      return SimilarityReport.Pair(
        first: pairing.first, second: pairing.second, view: standing.0.view,
        score: standing.1.score, shared: standing.1.shared, passages: standing.1.passages,
        firstOwn: code[pairing.first]!.sides[standing.0.view]!.ownCount,
        secondOwn: code[pairing.second]!.sides[standing.0.view]!.ownCount,
        scores: Dictionary(
          uniqueKeysWithValues: views.map {
            ($0.view.rawValue, measures[$0.view]![pairing]?.score ?? 0)
          }),
        isFlagged: flagged)
    }
    pairs.sort {
      ($0.isFlagged ? 1 : 0, $0.score, $0.shared, $1.first, $1.second)
        > ($1.isFlagged ? 1 : 0, $1.score, $1.shared, $0.first, $0.second)
    }
    let exercise = SimilarityReport.Exercise(
      number: number, title: title, compared: students.count, starterOnly: starterOnly.sorted(),
      pairs: pairs, groups: groups(of: pairs.filter(\.isFlagged)), views: views)
    return Compared(exercise: exercise, code: code)
  }

  /// Two students, in order.
  private struct Pairing: Hashable {
    var first: String
    var second: String
    init(_ a: String, _ b: String) { (first, second) = a < b ? (a, b) : (b, a) }
  }

  /// The students that `pairs` join, directly or through others: each group sorted, largest
  /// first.
  static func groups(of pairs: [SimilarityReport.Pair]) -> [[String]] {
    var leader: [String: String] = [:]
    func root(_ student: String) -> String {
      var current = student
      while let next = leader[current], next != current { current = next }
      return current
    }
    for pair in pairs {
      for student in [pair.first, pair.second] where leader[student] == nil {
        leader[student] = student
      }
      let (a, b) = (root(pair.first), root(pair.second))
      if a != b { leader[max(a, b)] = min(a, b) }
    }
    var groups: [String: [String]] = [:]
    for student in leader.keys { groups[root(student), default: []].append(student) }
    return groups.values.map { $0.sorted() }.sorted {
      ($0.count, $1.first ?? "") > ($1.count, $0.first ?? "")
    }
  }

  // MARK: - A class on disk

  /// The submissions of `students` for each exercise of `plan`, read from their folders, and
  /// each exercise compared. `pages` keeps what the pair pages need.
  package static func compare(
    students: [ClassRoster.Student], plan: [(Course.Exercise, GradingManifest)]
  ) -> [Compared] {
    let folders = students.compactMap { student -> (String, SubmissionFolder)? in
      guard let folder = student.folder, let submission = try? SubmissionFolder(root: folder)
      else { return nil }
      return (student.key, submission)
    }
    return plan.map { exercise, manifest in
      // The course's exercise read as a submission: the starter under the same paths.
      let course = try? SubmissionFolder(root: exercise.folder.deletingLastPathComponent())
      let starter = swiftFiles(
        course?.studentFiles(in: exercise.folder, owned: manifest.studentFiles).files ?? [:])
      // The course's solution: what it leads every student to write.
      let solutionFolder = exercise.folder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Solutions").appendingPathComponent(
          exercise.folder.lastPathComponent)
      var solution: [String: URL] = [:]
      for path in FileTree.paths(under: solutionFolder, skipping: SecondDesign.besideTheSolution) {
        solution[path] = solutionFolder.appendingPathComponent(path)
      }
      let submissions = folders.compactMap { key, submission -> Submission? in
        guard let folder = submission.folder(for: exercise) else { return nil }
        let files = submission.studentFiles(in: folder, owned: manifest.studentFiles).files
        return Submission(student: key, files: swiftFiles(files))
      }
      return compare(
        number: exercise.number, title: exercise.title,
        given: [starter, swiftFiles(solution)], submissions: submissions)
    }
  }

  /// The Swift files of `files` (relative path → file), read.
  private static func swiftFiles(_ files: [String: URL]) -> [(path: String, bytes: [UInt8])] {
    files.keys.sorted().compactMap { path in
      guard path.hasSuffix(".swift"),
        let data = FileManager.default.contents(atPath: files[path]!.path)
      else { return nil }
      return (path, Array(data))
    }
  }
}
