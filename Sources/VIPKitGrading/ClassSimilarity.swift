import Foundation
import VIPKitCore
import VIPKitCourse

/// Compares the submissions of a class, exercise by exercise, for code two students share
/// beyond what the course gave them all (`SimilarityReport`). Only the files a student owns in
/// each exercise are read (its manifest's `studentFiles`, Swift files only), as the grader
/// takes them; nothing is built or run.
///
/// What is subtracted before two submissions are compared: every run of tokens the starter has
/// (the exercise's own files under the same paths), and fingerprints found in more than
/// `commonShare` of the class, at least `commonMinimum` students (what everyone writes:
/// `import XCTest`, the test class, the usual set-up). A pair's score is the share of the
/// smaller submission's remaining fingerprints that the other one has: a copy with dead code
/// added, or a part of a larger submission, still scores near 1.
package struct ClassSimilarity: Sendable {
  /// A fingerprint in more than this share of the class's submissions is common code.
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
    /// Each compared student's code and own fingerprints (starter and common left out).
    var code: [String: (submission: Submission, prints: CodeFingerprints, own: Set<UInt64>)]
  }

  /// Compares `submissions` of one exercise, whose starter is `starter` (the same paths in the
  /// course's exercise) and whose course code uses `vocabulary`.
  package static func compare(
    number: Int, title: String, given: [[(path: String, bytes: [UInt8])]],
    submissions: [Submission]
  ) -> Compared {
    let given = given.reduce(into: Set<UInt64>()) {
      $0.formUnion(CodeFingerprints(files: $1).allHashes)
    }
    var prints: [(Submission, CodeFingerprints, Set<UInt64>)] = []
    var starterOnly: [String] = []
    for submission in submissions {
      let fingerprints = CodeFingerprints(files: submission.files)
      let own = Set(fingerprints.marks.map(\.hash)).subtracting(given)
      if own.isEmpty {
        starterOnly.append(submission.student)
      } else {
        prints.append((submission, fingerprints, own))
      }
    }
    // How many submissions have each fingerprint.
    var holders: [UInt64: Int] = [:]
    for (_, _, own) in prints {
      for hash in own { holders[hash, default: 0] += 1 }
    }
    let common = Double(prints.count) * commonShare
    let shared = holders.filter { Double($0.value) > common && $0.value >= commonMinimum }
    let commonHashes = Set(shared.keys)
    var code: [String: (submission: Submission, prints: CodeFingerprints, own: Set<UInt64>)] =
      [:]
    for (submission, fingerprints, own) in prints {
      code[submission.student] = (submission, fingerprints, own.subtracting(commonHashes))
    }
    let students = prints.map(\.0.student).sorted()
    var pairs: [SimilarityReport.Pair] = []
    for (index, first) in students.enumerated() {
      let a = code[first]!.own
      for second in students[(index + 1)...] {
        let b = code[second]!.own
        let together = a.count <= b.count ? a.intersection(b).count : b.intersection(a).count
        let smaller = min(a.count, b.count)
        guard together > 0, smaller > 0 else { continue }
        pairs.append(
          SimilarityReport.Pair(
            first: first, second: second, score: Double(together) / Double(smaller),
            shared: together, firstOwn: a.count, secondOwn: b.count))
      }
    }
    pairs.sort {
      ($0.score, $0.shared, $1.first, $1.second) > ($1.score, $1.shared, $0.first, $0.second)
    }
    let exercise = SimilarityReport.Exercise(
      number: number, title: title, compared: students.count, starterOnly: starterOnly.sorted(),
      pairs: pairs, groups: groups(of: pairs.filter(\.isFlagged)))
    return Compared(exercise: exercise, code: code)
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
