import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-spies --target LoginTests`:
/// writes `Spies.swift` into each named test target, from the sources of the targets it
/// depends on, exactly as `vipkit spies` writes it (so `vipkit spies --check` agrees). In
/// Xcode it is the project's File › Packages menu command of the same name (through
/// `XcodeCommandPlugin`), run on the test targets selected there.
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
      try Self.writeSpies(
        into: tests.name, testFiles: tests.sourceFiles(withSuffix: "swift").map(\.url),
        modules: modules.map { ($0.moduleName, $0.sourceFiles(withSuffix: "swift").map(\.url)) },
        vipkit: vipkit, extra: extractor.remainingArguments)
    }
  }

  /// Runs `vipkit spies` for the test target `name`: the Swift files of `modules` in, its
  /// folder's `Spies.swift` out, with the target's `.vipkit-spies` options, then `extra`.
  static func writeSpies(
    into name: String, testFiles: [URL], modules: [(name: String, files: [URL])], vipkit: URL,
    extra: [String]
  ) throws {
    guard !modules.isEmpty else {
      throw PluginError("\(name) depends on no target to spy on")
    }
    guard let folder = commonFolder(of: testFiles) else {
      throw PluginError("\(name) has no Swift file yet: add one test file first")
    }
    let output = folder.appendingPathComponent("Spies.swift")
    let sources = modules.flatMap { $0.files.map(\.path) }.sorted()
    // The test target's `.vipkit-spies` (as the build-tool plugin reads it), then the
    // command line's own options (`--naming sourcery`).
    let saved =
      (try? String(contentsOf: folder.appendingPathComponent(".vipkit-spies"), encoding: .utf8))
      .map { $0.split(whereSeparator: \.isWhitespace).map(String.init) } ?? []
    let arguments =
      ["spies"] + sources + modules.flatMap { ["--testable-import", $0.name] } + saved + extra
      + ["-o", output.path]
    let process = try Process.run(vipkit, arguments: arguments)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw PluginError("vipkit spies failed for \(name) (exit \(process.terminationStatus))")
    }
  }

  /// The deepest folder that holds all of `files`: a target's own folder.
  static func commonFolder(of files: [URL]) -> URL? {
    guard var folder = files.first?.deletingLastPathComponent() else { return nil }
    while !files.allSatisfy({ $0.path.hasPrefix(folder.path + "/") }), folder.path != "/" {
      folder.deleteLastPathComponent()
    }
    return folder
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension GenerateSpies: XcodeCommandPlugin {
    /// From Xcode's menu: Xcode passes the selected targets as `--target NAME`; each test
    /// target among them gets `Spies.swift` from the targets it depends on (its app).
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      var extractor = ArgumentExtractor(arguments)
      let names = Set(extractor.extractOption(named: "target"))
      let chosen = context.xcodeProject.targets.filter { names.contains($0.displayName) }
      guard !chosen.isEmpty else {
        throw PluginError("select the test target to write spies into, then run the command")
      }
      let vipkit = try context.tool(named: "vipkit").url
      for tests in chosen {
        let modules = tests.dependencies.compactMap { dependency -> XcodeTarget? in
          if case .target(let dependency) = dependency { return dependency }
          return nil
        }
        try Self.writeSpies(
          into: tests.displayName,
          testFiles: tests.inputFiles.map(\.url).filter { $0.pathExtension == "swift" },
          modules: modules.map { module in
            (
              Self.moduleName(module.displayName),
              module.inputFiles.map(\.url).filter { $0.pathExtension == "swift" }
            )
          },
          vipkit: vipkit, extra: extractor.remainingArguments)
      }
    }

    /// The module an Xcode target's Swift files form, as Xcode derives it from the name.
    static func moduleName(_ name: String) -> String {
      let module = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
      return module.first?.isNumber == true ? "_" + module : module
    }
  }
#endif

/// A failure the plugin reports to the person who ran it.
struct PluginError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
