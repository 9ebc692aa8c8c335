import VIPKitCore

/// The report as SARIF (`SARIFLog`), for code-scanning tools: a rule per operator that left a
/// survivor, a result per survivor, fingerprinted by its file, operator and change (not its
/// line number), so a survivor that moves down the file is the same alert.
extension MutationReport {
  package var sarif: SARIFLog {
    let mutants = undetected
    let operators = Array(Set(mutants.map(\.entry.operator))).sorted()
    let rules = operators.map { name in
      SARIFLog.Rule(
        id: name, name: name, short: "A \(name) mutant no test detected",
        full: "The \(name) operator changed the code and no test failed: the behaviour it "
          + "changes is not checked.",
        help: "Write the test that fails on this change, or mark the line "
          + "`// vipkit:disable-next-line` if the change is equivalent (say why).")
    }
    let results = mutants.map { mutant in
      var print = Fingerprint()
      print.mix(mutant.file)
      print.mix(mutant.entry.operator)
      print.mix(Undetected.change(mutant.entry.diff))
      return SARIFLog.Result(
        rule: mutant.entry.operator, index: operators.firstIndex(of: mutant.entry.operator) ?? 0,
        message: mutant.message
          + (mutant.suggestion.map { ". " + $0.prefix(1).uppercased() + $0.dropFirst() } ?? ""),
        file: mutant.file, line: mutant.entry.line, column: mutant.entry.column,
        fingerprints: ["vipkitMutant/v1": print.text])
    }
    return SARIFLog(
      tool: "vipkit mutate", version: VIPKitVersion.current, rules: rules, results: results)
  }
}
