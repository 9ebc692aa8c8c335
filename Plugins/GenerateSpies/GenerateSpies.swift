import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-spies --target LoginTests`:
/// writes `Spies.swift` into each named test target, from the sources of the targets it
/// depends on, exactly as `vipkit spies` writes it (so `vipkit spies --check` agrees).
@main
struct GenerateSpies: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    guard !names.isEmpty else {
      throw PluginError("give the test target to write spies into: --target LoginTests")
    }
    let vipkit = try context.tool(named: "vipkit").url
    for target in try context.package.targets(named: names) {
      guard let tests = target as? SourceModuleTarget else { continue }
      let modules = tests.dependencies.compactMap { dependency -> SourceModuleTarget? in
        if case .target(let dependency) = dependency { return dependency as? SourceModuleTarget }
        return nil
      }
      guard !modules.isEmpty else {
        throw PluginError("\(tests.name) depends on no target of this package to spy on")
      }
      let testFiles = tests.sourceFiles(withSuffix: "swift").map(\.url)
      guard let folder = Self.commonFolder(of: testFiles) else {
        throw PluginError("\(tests.name) has no Swift file yet: add one test file first")
      }
      let output = folder.appendingPathComponent("Spies.swift")
      let sources = modules.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url.path) }.sorted()
      // The test target's `.vipkit-spies` (as the build-tool plugin reads it), then the
      // command line's own options (`--naming sourcery`).
      let saved =
        (try? String(
          contentsOf: folder.appendingPathComponent(".vipkit-spies"), encoding: .utf8))
        .map { $0.split(whereSeparator: \.isWhitespace).map(String.init) } ?? []
      let arguments =
        ["spies"] + sources + modules.flatMap { ["--testable-import", $0.moduleName] }
        + saved + extractor.remainingArguments + ["-o", output.path]
      let process = try Process.run(vipkit, arguments: arguments)
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw PluginError(
          "vipkit spies failed for \(tests.name) (exit \(process.terminationStatus))")
      }
    }
  }
}

extension GenerateSpies {
  /// The deepest folder that holds all of `files`: a target's own folder.
  static func commonFolder(of files: [URL]) -> URL? {
    guard var folder = files.first?.deletingLastPathComponent() else { return nil }
    while !files.allSatisfy({ $0.path.hasPrefix(folder.path + "/") }), folder.path != "/" {
      folder.deleteLastPathComponent()
    }
    return folder
  }
}

/// A failure the plugin reports to the person who ran it.
struct PluginError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
