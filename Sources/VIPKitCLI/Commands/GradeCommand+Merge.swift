import Foundation
import VIPKitCore
import VIPKitGrading

/// A class graded on several machines: `--shard k/n` picks a slice, `vipkit grade merge`
/// joins the slices' output folders into the gradebook and summary of one run (with
/// `--class`, its similarity report too: no slice can make it alone).
extension GradeCommand {
  /// The `--shard k/n` given, read and checked.
  static func classShard(_ invocation: Invocation) throws(CommandError) -> ClassShard? {
    try invocation.slice(shard).map { ClassShard(index: $0.index, count: $0.count) }
  }

  /// `vipkit grade merge --out DIR A B C`: the shards' folders joined into `DIR`.
  static func mergeClass(_ invocation: Invocation) throws(CommandError) -> ExitCode {
    let arguments = invocation.arguments
    let shards = Array(arguments.positionals.dropFirst())
    guard !shards.isEmpty else {
      throw .usage(
        "Give the --out folder of every shard: vipkit grade merge --out grades A B C.",
        command: "grade")
    }
    let (course, grading) = try gradingOptions(invocation)
    let style = arguments.value(gradebook).flatMap(Gradebook.Style.init(rawValue:)) ?? .csv
    let shown = arguments.value(out) ?? "grades"
    let entries: [ClassEntry]
    do {
      entries = try ClassMerge.merge(
        shards.map(invocation.url(for:)), into: invocation.url(for: shown),
        plan: ClassGrader.plan(course: course, grading: grading), style: style)
    } catch {
      throw .badInput([error])
    }
    // With the class's folder, the similarity report that one run would have written.
    var similarity = ""
    if let folder = arguments.value(classFolder) {
      do {
        let students = try ClassRoster.load(
          invocation.url(for: folder), roster: arguments.value(roster).map(invocation.url(for:))
        ).students
        similarity =
          "\n"
          + (try ClassSimilarityOutput.write(
            students: students, plan: Grader(course: course, options: grading) { _ in }.plan(),
            to: invocation.url(for: shown))).sentence(folder: shown)
      } catch {
        throw .badInput([error])
      }
    }
    let flagged = entries.filter { !$0.problems.isEmpty }.count
    invocation.console.print(
      "Merged \(shards.count) shards, \(entries.count) students: \(shown)/gradebook.csv, "
        + "\(shown)/summary.html"
        + (flagged == 0 ? "." : "; \(flagged) need a look (see the summary).") + similarity)
    return .success
  }
}
