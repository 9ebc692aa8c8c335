/// `vipkit mutate --reproduce ID`: the one mutant run again, told in full: its change, the
/// tests it ran and what became of it. For a developer writing the test that catches a
/// survivor: run it again after the test is written (exit 0 once it is detected).
extension MutationReport {
  package var reproduction: String {
    guard let file = files.first(where: { !$0.mutants.isEmpty }), let entry = file.mutants.first
    else { return "No mutant was run." }
    let sides = entry.diff.components(separatedBy: "  →  ")
    var lines = [
      "Mutant \(entry.key ?? String(entry.id)) (\(entry.operator)) at "
        + "\(file.file):\(entry.line):\(entry.column):",
      "  - " + (sides.first ?? entry.diff),
      "  + " + (sides.count > 1 ? sides[1] : ""),
    ]
    if let covered = entry.coveredBy {
      let tests =
        covered.count == 1 ? "The test that reaches it" : "The \(covered.count) tests that reach it"
      lines.append(
        covered.isEmpty
          ? "No test reaches it, so none ran."
          : "\(tests) ran (a run stops at its first failure):")
      lines += covered.map { "  " + $0 }
    } else if entry.status != .unviable {
      lines.append("It ran every test (which tests reach it was not measured).")
    }
    switch entry.status {
    case .killed:
      let killers = entry.killedBy ?? []
      lines.append(
        "Killed: "
          + (killers.isEmpty ? "the run failed." : killers.joined(separator: ", ") + " failed."))
    case .survived: lines.append("Survived: every test it ran passed.")
    case .noCoverage: lines.append("Not detected: no test runs this code.")
    case .timedOut:
      lines.append(
        "Timed out: "
          + (entry.hang?.sentence ?? "the tests ran past the time limit (counted as detected)."))
    case .unviable: lines.append("Unviable: the change does not compile, so no test can run on it.")
    case .pending: lines.append("Not run.")
    }
    if let test = entry.suggestedTest {
      lines += ["A test that catches it:"] + test.textLines.map { "  " + $0 }
    }
    return lines.joined(separator: "\n")
  }
}
