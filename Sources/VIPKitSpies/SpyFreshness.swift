import Foundation
import VIPKitCore

/// Whether a generated spies file is current: what `vipkit spies --check` answers for one
/// file, and what `vipkit verify` asks of every exercise's `Tests/<Scene>Tests/Spies.swift`.
package enum SpyFreshness {
  /// Whether the file at `output` holds exactly `generated`.
  package static func isCurrent(_ generated: SpyGenerator.Output, at output: URL) -> Bool {
    FileOutput.matches(bytes: generated.parts, fileAt: output)
  }

  /// Whether the file at `url` starts with the generated header (a file without it may be
  /// written by hand, and is never overwritten).
  package static func isGenerated(_ url: URL) -> Bool? {
    let header = Array(SpyGenerator.header.utf8)
    return FileOutput.prefix(of: url, count: header.count).map { $0 == header }
  }

  /// The stale generated spies of an exercise package: each `Tests/<Scene>Tests/Spies.swift`
  /// that starts with the generated header and differs from what
  /// `vipkit spies Sources/<Scene> --testable-import <Scene>` writes now, as a line that says
  /// how to update it.
  package static func staleExerciseSpies(in package: URL) -> [String] {
    let tests = package.appendingPathComponent("Tests")
    let targets = (try? FileManager.default.contentsOfDirectory(atPath: tests.path)) ?? []
    var problems: [String] = []
    for target in targets.sorted() where target.hasSuffix("Tests") {
      let spies = "Tests/\(target)/Spies.swift"
      let output = package.appendingPathComponent(spies)
      guard isGenerated(output) == true else { continue }
      let scene = String(target.dropLast("Tests".count))
      let sources = SwiftFiles.find([package.appendingPathComponent("Sources/\(scene)")])
      var options = SpyGenerator.Options(testableImports: [scene])
      // A file that declares `SpyLog` was generated with `--spy-log`, and keeps it.
      options.spyLog = declaresSpyLog(output)
      let generated = SpySources.generate(sources.files, from: package, options: options)
      if !sources.missing.isEmpty || !isCurrent(generated, at: output) {
        problems.append(
          "\(spies) is stale: run vipkit spies \(Shell.quote("Sources/" + scene)) "
            + "--testable-import \(Shell.quote(scene)) " + (options.spyLog ? "--spy-log " : "")
            + "-o \(Shell.quote(spies))")
      }
    }
    return problems
  }

  /// Whether the generated file at `url` declares `SpyLog` (was made with `--spy-log`).
  package static func declaresSpyLog(_ url: URL) -> Bool {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return false }
    return text.contains("\n" + SpyRecorderSource.logDeclaration)
  }
}
