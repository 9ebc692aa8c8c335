import Foundation
import VIPKitCore
import VIPKitCourse

/// `vipkit grade --class`: every submission of a class, graded exactly as `vipkit grade`
/// grades one, several at once, into `DIR/<student>/` (`report.txt`, `results.json` for
/// Gradescope, `report.json`), then a gradebook and a summary for the instructor.
///
/// Resumable: a student's `entry.json` is written last, with the fingerprint of what was
/// graded; with `resume`, a student whose entry is there and whose submission has not changed
/// is not graded again, so an interrupted or repeated run costs only what changed.
package struct ClassGrader: Sendable {
  package struct Options: Sendable {
    package var grading: Grader.Options
    /// Where the reports, the gradebook and the summary go.
    package var output: URL
    package var roster: URL?
    package var resume = false
    /// Only these students (their key, id, folder or name).
    package var only: [String] = []
    /// Submissions graded at once.
    package var jobs = ProcessInfo.processInfo.activeProcessorCount
    package var gradebook = Gradebook.Style.csv
    /// Only the students of this slice (`--shard 2/3`); `grade merge` joins the slices.
    package var shard: ClassShard?

    package init(grading: Grader.Options, output: URL) {
      self.grading = grading
      self.output = output
    }
  }

  /// What a run did.
  package struct Outcome: Sendable {
    package var entries: [ClassEntry]
    /// Students graded by this run, and those whose earlier grade was kept.
    package var graded: [String]
    package var reused: [String]
    package var seconds: Double
    /// The class's similarity report, when this run wrote one (not in a shard).
    package var similarity: ClassSimilarityOutput.Written?
  }

  package let course: Course
  package let options: Options
  let progress: @Sendable (String) -> Void

  package init(course: Course, options: Options, progress: @escaping @Sendable (String) -> Void) {
    self.course = course
    self.options = options
    self.progress = progress
  }

  package func run(_ classFolder: URL) throws(Diagnostic) -> Outcome {
    let start = Date()
    var students = try ClassRoster.load(classFolder, roster: options.roster).students
    let everyone = students
    if !options.only.isEmpty {
      let wanted = Set(options.only.map { $0.lowercased() })
      let unknown = wanted.filter { name in
        !students.contains { Self.names(of: $0).contains(name) }
      }
      if let name = unknown.sorted().first {
        throw Diagnostic(
          .error, "--only \(name): no student of that name in the class",
          notes: [
            "Name a student by the roster's id or GitHub user, their folder's name, or their name."
          ])
      }
      students = students.filter { !Self.names(of: $0).isDisjoint(with: wanted) }
    }
    if let shard = options.shard {
      students = students.filter { shard.holds($0.key) }
    }
    let plan = try Self.plan(course: course, grading: options.grading)
    try ClassmateReach.check(
      students, classFolder: classFolder, options: options.grading,
      found: options.grading.studentSandbox)
    do {
      try FileManager.default.createDirectory(at: options.output, withIntermediateDirectories: true)
      if let shard = options.shard {
        try FileOutput.write(
          [try JSONOutput.encode(shard) + "\n"],
          to: options.output.appendingPathComponent(ClassShard.markerName))
      }
    } catch {
      throw Diagnostic(
        .error, "could not create \(options.output.path): \(error.localizedDescription)")
    }
    let chosen = students
    let board = ClassBoard(total: chosen.count, progress: progress)
    let jobs = max(1, min(options.jobs, chosen.count))
    DispatchQueue.concurrentPerform(iterations: jobs) { slot in
      while let index = board.next() {
        let student = chosen[index]
        let (entry, reused) = grade(student, slot: slot, plan: plan)
        ChildRegistry.shared.haltIfInterrupted()
        board.finish(index, entry, reused: reused)
      }
    }
    let entries = board.entries(count: chosen.count)
    // Every student of the class in the gradebook and summary, graded now or before.
    let all = allEntries(merging: entries)
    // Similarity needs the whole class: a shard leaves it to `grade similarity` after merge.
    var similarity: ClassSimilarityOutput.Written?
    if options.shard == nil {
      similarity = try ClassSimilarityOutput.write(
        students: everyone, plan: Grader(course: course, options: options.grading) { _ in }.plan(),
        to: options.output)
    }
    try Self.writeBook(all, plan: plan, style: options.gradebook, to: options.output)
    return Outcome(
      entries: all, graded: board.graded, reused: board.reused,
      seconds: Date().timeIntervalSince(start), similarity: similarity)
  }

  /// Each exercise graded, with its title and points: the gradebook's columns.
  package static func plan(course: Course, grading: Grader.Options) throws(Diagnostic)
    -> [(Int, String, Double)]
  {
    try Grader(course: course, options: grading) { _ in }.plan().map {
      ($0.0.number, $0.0.title, $0.1.maximum)
    }
  }

  /// The gradebook and the summary of `entries`, in `output`: made from the entries alone, so
  /// a merge of shards writes the same bytes as one run.
  static func writeBook(
    _ entries: [ClassEntry], plan: [(Int, String, Double)], style: Gradebook.Style, to output: URL
  ) throws(Diagnostic) {
    do {
      try FileOutput.write(
        [Gradebook(style: style, plan: plan).text(entries)],
        to: output.appendingPathComponent("gradebook.csv"))
      try FileOutput.write(
        [ClassSummary(plan: plan, entries: entries).markdown()],
        to: output.appendingPathComponent("summary.md"))
      try FileOutput.write(
        [
          ClassSummaryPage(
            plan: plan, entries: entries, similarity: ClassSimilarityOutput.read(from: output)
          ).html()
        ],
        to: output.appendingPathComponent("summary.html"))
    } catch {
      throw Diagnostic(
        .error, "could not write to \(output.path): \(error.localizedDescription)")
    }
  }

  /// One student's entry: kept from an earlier run, or graded now with its reports written.
  private func grade(_ student: ClassRoster.Student, slot: Int, plan: [(Int, String, Double)])
    -> (ClassEntry, reused: Bool)
  {
    let folder = options.output.appendingPathComponent(student.key)
    guard let submission = student.folder else {
      let entry = ClassEntry(
        student, fingerprint: "", failure: "no folder in the class folder matches this student",
        plan: plan)
      write(entry, reports: nil, to: folder)
      return (entry, false)
    }
    let fingerprint = Self.fingerprint(submission, exercises: plan.map(\.0))
    if options.resume, let earlier = ClassEntry.read(from: folder),
      earlier.fingerprint == fingerprint
    {
      return (earlier, true)
    }
    var grading = options.grading
    grading.jobs = 1
    grading.workspaceSlot = slot
    let grader = Grader(course: course, options: grading) { [progress] line in
      progress("\(student.key): \(line)")
    }
    do {
      let report = try grader.grade(submission)
      let entry = ClassEntry(student, fingerprint: fingerprint, report: report)
      write(entry, reports: report, to: folder)
      return (entry, false)
    } catch {
      let entry = ClassEntry(
        student, fingerprint: fingerprint, failure: "grading failed: \(error.message)", plan: plan)
      write(entry, reports: nil, to: folder)
      return (entry, false)
    }
  }

  /// The reports, then `entry.json` last: a student with an entry was graded to the end.
  private func write(_ entry: ClassEntry, reports report: GradeReport?, to folder: URL) {
    if let report {
      _ = try? FileOutput.write(
        [report.text(style: .plain) + "\n"], to: folder.appendingPathComponent("report.txt"))
      if let json = try? JSONOutput.encode(report) {
        _ = try? FileOutput.write([json + "\n"], to: folder.appendingPathComponent("report.json"))
      }
      if let gradescope = try? JSONOutput.encode(GradescopeResults(report)) {
        _ = try? FileOutput.write(
          [gradescope + "\n"], to: folder.appendingPathComponent("results.json"))
      }
    } else {
      _ = try? FileOutput.write(
        [entry.problems.joined(separator: "\n") + "\n"],
        to: folder.appendingPathComponent("report.txt"))
    }
    if let json = try? JSONOutput.encode(entry) {
      _ = try? FileOutput.write(
        [json + "\n"], to: folder.appendingPathComponent(ClassEntry.fileName))
    }
  }

  /// This run's entries, and those of earlier runs for the students `--only` left out.
  private func allEntries(merging entries: [ClassEntry]) -> [ClassEntry] {
    var byKey = Dictionary(entries.map { ($0.key, $0) }) { first, _ in first }
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: options.output.path)) ?? []
    for name in folders where byKey[name] == nil {
      if let entry = ClassEntry.read(from: options.output.appendingPathComponent(name)) {
        byKey[entry.key] = entry
      }
    }
    return byKey.values.sorted { $0.key < $1.key }
  }

  /// What `--only` may name a student by.
  private static func names(of student: ClassRoster.Student) -> Set<String> {
    Set(
      [
        student.key, student.id, student.user, student.name,
        student.folder?.lastPathComponent ?? "",
      ]
      .filter { !$0.isEmpty }.map { $0.lowercased() })
  }

  /// The submission's files (build products aside) and the exercises graded, as one hash.
  static func fingerprint(_ submission: URL, exercises: [Int]) -> String {
    var fingerprint = Fingerprint()
    fingerprint.mix(exercises.map(String.init).joined(separator: ","))
    for path in FileTree.paths(under: submission).sorted() {
      fingerprint.mix(path)
      fingerprint.mix(
        FileManager.default.contents(atPath: submission.appendingPathComponent(path).path) ?? Data()
      )
    }
    return fingerprint.text
  }
}

/// Hands out students to the workers, collects their entries and says how far the class is.
private final class ClassBoard: @unchecked Sendable {
  private let lock = NSLock()
  private let total: Int
  private let progress: @Sendable (String) -> Void
  private let start = Date()
  private var nextIndex = 0
  private var done: [Int: ClassEntry] = [:]
  private(set) var graded: [String] = []
  private(set) var reused: [String] = []

  init(total: Int, progress: @escaping @Sendable (String) -> Void) {
    self.total = total
    self.progress = progress
  }

  func next() -> Int? {
    lock.withLock {
      guard nextIndex < total else { return nil }
      defer { nextIndex += 1 }
      return nextIndex
    }
  }

  func finish(_ index: Int, _ entry: ClassEntry, reused wasReused: Bool) {
    let line: String = lock.withLock {
      done[index] = entry
      if wasReused { reused.append(entry.key) } else { graded.append(entry.key) }
      let elapsed = Date().timeIntervalSince(start)
      // Time left from the students graded now: kept ones cost nothing.
      let left = graded.isEmpty ? 0 : elapsed / Double(graded.count) * Double(total - done.count)
      let verdict =
        wasReused
        ? "kept from the last run" : "\(Points.text(entry.score))/\(Points.text(entry.maximum))"
      return
        "[\(done.count)/\(total)] \(entry.key): \(verdict); about \(Int(left.rounded())) s left"
    }
    progress(line)
  }

  func entries(count: Int) -> [ClassEntry] {
    lock.withLock { (0..<count).compactMap { done[$0] } }
  }
}
