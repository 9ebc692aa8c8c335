/// The class's grades as one CSV a gradebook imports: one row per student, a column per
/// exercise and the total, with the student key each system matches rows by.
///
/// - `csv`: `student, id, name, email`, one column per exercise (`01 The VIP cycle`), `total`,
///   `maximum`.
/// - `canvas`: Canvas's gradebook import: `Student, ID, SIS User ID, SIS Login ID, Section`,
///   then one column per exercise and `VIPKit total`; a second row, `Points Possible`, gives
///   the maxima. The roster's id goes to `SIS User ID` and its email (else the folder) to
///   `SIS Login ID`, which Canvas matches students by; `ID` (Canvas's own) stays empty.
/// - `moodle`: Moodle's "Import grades from CSV": `Email address, ID number, Full name`, one
///   column per exercise and `Total`; map `Email address` (or `ID number`) to the user field
///   when importing, and each column to its grade item.
package struct Gradebook: Sendable {
  package enum Style: String, Sendable, CaseIterable {
    case csv, canvas, moodle
  }

  let style: Style
  /// Exercises: number, title, points.
  let plan: [(Int, String, Double)]

  package init(style: Style, plan: [(Int, String, Double)]) {
    self.style = style
    self.plan = plan
  }

  func text(_ entries: [ClassEntry]) -> String {
    let columns = plan.map { String(format: "%02d", $0.0) + " " + $0.1 }
    func scores(_ entry: ClassEntry) -> [String] {
      plan.map { item in
        entry.exercises.first { $0.number == item.0 }.map { Points.text($0.score) } ?? "0"
      }
    }
    var lines: [[String]] = []
    switch style {
    case .csv:
      lines.append(["student", "id", "name", "email"] + columns + ["total", "maximum"])
      for entry in entries {
        lines.append(
          [entry.key, entry.id, entry.name, entry.email] + scores(entry)
            + [Points.text(entry.score), Points.text(entry.maximum)])
      }
    case .canvas:
      lines.append(
        ["Student", "ID", "SIS User ID", "SIS Login ID", "Section"] + columns + ["VIPKit total"])
      lines.append(
        ["Points Possible", "", "", "", ""] + plan.map { Points.text($0.2) }
          + [Points.text(plan.reduce(0) { $0 + $1.2 })])
      for entry in entries {
        lines.append(
          [
            entry.name.isEmpty ? entry.key : entry.name, "", entry.id,
            entry.email.isEmpty ? entry.key : entry.email, "",
          ]
            + scores(entry) + [Points.text(entry.score)])
      }
    case .moodle:
      lines.append(["Email address", "ID number", "Full name"] + columns + ["Total"])
      for entry in entries {
        lines.append(
          [entry.email, entry.id, entry.name.isEmpty ? entry.key : entry.name] + scores(entry)
            + [Points.text(entry.score)])
      }
    }
    return lines.map(CSV.line).joined(separator: "\n") + "\n"
  }
}
