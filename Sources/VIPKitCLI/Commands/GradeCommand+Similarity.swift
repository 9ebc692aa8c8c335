import Foundation
import VIPKitCore
import VIPKitGrading

/// `vipkit grade similarity --class DIR --out DIR`: the class's similarity report alone, with
/// nothing built or run (what `grade --class` writes after grading, for a class graded in
/// shards or elsewhere, or to look before grading).
extension GradeCommand {
  static func similarity(_ invocation: Invocation) throws(CommandError) -> ExitCode {
    let arguments = invocation.arguments
    guard let folder = arguments.value(classFolder) else {
      throw .usage(
        "Give the class: vipkit grade similarity --class <folder> --out <folder>.",
        command: "grade")
    }
    if arguments.positionals.count > 1 {
      throw .usage(
        "similarity reads the class from --class: remove '\(arguments.positionals[1])'.",
        command: "grade")
    }
    let (course, grading) = try gradingOptions(invocation)
    let shown = arguments.value(out) ?? "grades"
    let written: ClassSimilarityOutput.Written
    do {
      let students = try ClassRoster.load(
        invocation.url(for: folder), roster: arguments.value(roster).map(invocation.url(for:))
      ).students
      written = try ClassSimilarityOutput.write(
        students: students, plan: Grader(course: course, options: grading) { _ in }.plan(),
        to: invocation.url(for: shown))
    } catch {
      throw .badInput([error])
    }
    invocation.console.print(written.sentence(folder: shown))
    return .success
  }
}
