import Foundation
import VIPKitCore

/// The plan as a person reads it (`vipkit mutate --project … --dry-run`) and as JSON.
extension XcodeMutationPlan {
  /// Files, tests, each mutant with the tests it runs, and the exact commands.
  package func text(container: String, targets: [String], testTargets: [String]) -> String {
    var lines = [
      "Plan for \(container), scheme \(scheme) (mutating \(targets.joined(separator: ", ")); "
        + "tests in \(testTargets.joined(separator: ", ")))",
      "Scratch copy: \(Shell.quote(scratch.path)) (\(scratchReason))",
      "",
      "Files (\(files.count)):",
    ]
    for file in files {
      let count = entries.filter { $0.mutant.file == file }.count
      lines.append("  \(file)  (\(count) \(count == 1 ? "mutant" : "mutants"))")
    }
    lines += ["", "Test classes and suites (\(tests.count)):"]
    lines += tests.map { "  \($0)" }
    lines += ["", "Mutants (\(entries.count)):"]
    for entry in entries {
      let mutant = entry.mutant
      lines.append(
        "  #\(mutant.id) [\(mutant.key)]  \(mutant.location.rendered)  \(mutant.operatorName)  "
          + mutant.diff)
      lines.append(
        "      tests: "
          + (entry.tests.isEmpty
            ? "every test of the scheme" : entry.tests.joined(separator: ", ")))
    }
    let example = entries.first.map { run(mutant: $0.mutant.id, tests: $0.tests) }
    lines += [
      "",
      "Commands (run in the scratch copy, one mutant at a time):",
      "  1. build once:",
      "     \(build.rendered)",
      "  2. the tests unmutated, timed (each mutant's limit is that time × 3 + 30 s):",
      "     \(baseline.rendered)",
    ]
    if let example, let first = entries.first {
      lines += [
        "  3. each mutant with the tests that reach it; for #\(first.mutant.id):",
        "     \(example.rendered)",
        "     a mutant that survives runs again with every test of the scheme (no -only-testing).",
      ]
    }
    return lines.joined(separator: "\n")
  }

  /// The plan as data: `vipkit mutate --project … --dry-run --format json`.
  package struct Document: Encodable {
    struct Planned: Encodable {
      var id: Int
      /// The stable ID (`Mutant.key`): what `--reproduce` and a baseline take.
      var key: String
      var file: String
      var line: Int
      var column: Int
      var `operator`: String
      var diff: String
      var tests: [String]
      var command: Command
    }
    var version = 1
    var scheme: String
    var scratch: String
    var files: [String]
    var tests: [String]
    var mutants: [Planned]
    var build: Command
    var baseline: Command
  }

  package var document: Document {
    Document(
      scheme: scheme, scratch: scratch.path, files: files, tests: tests,
      mutants: entries.map { entry in
        Document.Planned(
          id: entry.mutant.id, key: entry.mutant.key, file: entry.mutant.file,
          line: entry.mutant.location.line,
          column: entry.mutant.location.column, operator: entry.mutant.operatorName,
          diff: entry.mutant.diff, tests: entry.tests,
          command: run(mutant: entry.mutant.id, tests: entry.tests))
      }, build: build, baseline: baseline)
  }
}
