import Foundation
import PackagePlugin

/// A build-tool plugin for test targets: on every build, spies for the protocols of the
/// targets the test target depends on are generated into the build's work folder, so tests
/// use them without a checked-in `Spies.swift`. Inputs and outputs are declared, so a build
/// where no source changed runs nothing.
@main
struct SpiesPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let modules = target.dependencies.compactMap { dependency -> SourceModuleTarget? in
      if case .target(let dependency) = dependency { return dependency as? SourceModuleTarget }
      return nil
    }
    let sources = modules.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
      .sorted { $0.path < $1.path }
    guard !sources.isEmpty else { return [] }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("Spies.swift")
    let imports = modules.flatMap { ["--testable-import", $0.moduleName] }
    // A team's choices (`--naming sourcery --spy-log`) live in the test target's
    // `.vipkit-spies`, a hidden file SwiftPM leaves alone; a change to it reruns the plugin.
    let testFiles = (target as? SourceModuleTarget)?.sourceFiles(withSuffix: "swift").map(\.url)
    let optionsFile = Self.commonFolder(of: testFiles ?? [])?
      .appendingPathComponent(".vipkit-spies")
    let options = optionsFile.map(Self.options(in:)) ?? []
    return [
      .buildCommand(
        displayName: "Generating spies for \(target.name)",
        executable: try context.tool(named: "vipkit").url,
        arguments: ["spies"] + sources.map(\.path) + imports + options + ["-o", output.path],
        inputFiles: sources + (options.isEmpty ? [] : optionsFile.map { [$0] } ?? []),
        outputFiles: [output])
    ]
  }

  /// The deepest folder that holds all of `files`: the target's own folder. (Plugins share
  /// no code: `GenerateSpies` has the same helper.)
  static func commonFolder(of files: [URL]) -> URL? {
    guard var folder = files.first?.deletingLastPathComponent() else { return nil }
    while !files.allSatisfy({ $0.path.hasPrefix(folder.path + "/") }), folder.path != "/" {
      folder.deleteLastPathComponent()
    }
    return folder
  }

  /// The options written in `file`, separated by white space; none when there is no file.
  static func options(in file: URL) -> [String] {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
    return text.split(whereSeparator: \.isWhitespace).map(String.init)
  }
}
