import VIPKitCore

extension GradeReport {
  /// JUnit XML, which every CI reads: a suite per exercise, a test case per check, a
  /// `<failure>` with the explanation for each check that lost points.
  package func junit() -> String {
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="vipkit grade" tests="\#(checks.count)" failures="\#(checks.filter { !$0.check.passed }.count)">"#,
    ]
    for exercise in exercises {
      let suite = "\(String(format: "%02d", exercise.number)) \(exercise.title)"
      let exerciseChecks = exercise.items.flatMap { item in item.checks.map { (item, $0) } }
      lines.append(
        #"  <testsuite name="\#(Self.escape(suite))" tests="\#(exerciseChecks.count)" failures="\#(exerciseChecks.filter { !$0.1.passed }.count)">"#
      )
      for (item, check) in exerciseChecks {
        let name =
          "\(check.name) (\(Points.text(check.score))/\(Points.text(check.maximum)) points)"
        let opening =
          #"    <testcase classname="\#(Self.escape(suite + "." + item.title))" name="\#(Self.escape(name))""#
        if check.passed {
          lines.append(opening + "/>")
        } else {
          let message =
            check.explanation.first?.split(separator: "\n").first.map(String.init) ?? "failed"
          lines.append(opening + ">")
          lines.append(
            #"      <failure message="\#(Self.escape(message))">\#(Self.escape((check.explanation + exercise.compilerErrors).joined(separator: "\n")))</failure>"#
          )
          lines.append("    </testcase>")
        }
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n")
  }

  private var checks: [(exercise: ExerciseGrade, check: CheckGrade)] {
    exercises.flatMap { exercise in exercise.items.flatMap { $0.checks.map { (exercise, $0) } } }
  }

  /// Text made safe for XML: the five entities, and no control character XML 1.0 forbids.
  static func escape(_ text: String) -> String { Markup.escaped(text) }
}
