import Foundation
import PackagePlugin

/// A build-tool plugin for test targets: on every build, spies for the protocols of the
/// targets the test target depends on are generated into the build's work folder, so tests
/// use them without a checked-in `Spies.swift`. Inputs and outputs are declared, so a build
/// where no source changed runs nothing. It serves SwiftPM packages and, through
/// `XcodeBuildToolPlugin`, an Xcode project's test targets (spies of the app they test).
@main
struct SpiesPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let modules = target.dependencies.compactMap { dependency -> SourceModuleTarget? in
      if case .target(let dependency) = dependency { return dependency as? SourceModuleTarget }
      return nil
    }
    let testFiles = (target as? SourceModuleTarget)?.sourceFiles(withSuffix: "swift").map(\.url)
    return try Self.commands(
      for: target.name,
      modules: modules.map { ($0.moduleName, $0.sourceFiles(withSuffix: "swift").map(\.url)) },
      testFiles: testFiles ?? [], workFolder: context.pluginWorkDirectoryURL,
      tool: try context.tool(named: "vipkit").url)
  }

  /// The one command that writes `Spies.swift` for the test target `name`, from the Swift
  /// files of `modules` (each `@testable import`ed), with the team's options.
  static func commands(
    for name: String, modules: [(name: String, files: [URL])], testFiles: [URL],
    workFolder: URL, tool: URL
  ) throws -> [Command] {
    let sources = modules.flatMap(\.files).sorted { $0.path < $1.path }
    guard !sources.isEmpty else { return [] }
    let output = workFolder.appendingPathComponent("Spies.swift")
    let imports = modules.flatMap { ["--testable-import", $0.name] }
    // A team's choices (`--naming sourcery --spy-log`) live in the test target's
    // `.vipkit-spies`, a hidden file SwiftPM and Xcode leave alone; a change to it reruns
    // the plugin.
    let optionsFile = commonFolder(of: testFiles)?.appendingPathComponent(".vipkit-spies")
    let options = optionsFile.map(Self.options(in:)) ?? []
    return [
      .buildCommand(
        displayName: "Generating spies for \(name)",
        executable: tool,
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

  /// The module an Xcode target's Swift files form, from its name as Xcode derives it:
  /// what a Swift name cannot hold becomes `_`.
  static func moduleName(_ name: String) -> String {
    let module = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    return module.first?.isNumber == true ? "_" + module : module
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension SpiesPlugin: XcodeBuildToolPlugin {
    /// In an Xcode project: a unit-test target's spies come from the targets it depends on
    /// (the app it tests), exactly the files Xcode compiles for them.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
      -> [Command]
    {
      let modules = target.dependencies.compactMap { dependency -> XcodeTarget? in
        if case .target(let dependency) = dependency { return dependency }
        return nil
      }
      return try Self.commands(
        for: target.displayName,
        modules: modules.map { module in
          (
            Self.moduleName(module.displayName),
            module.inputFiles.map(\.url).filter { $0.pathExtension == "swift" }
          )
        },
        testFiles: target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" },
        workFolder: context.pluginWorkDirectoryURL,
        tool: try context.tool(named: "vipkit").url)
    }
  }
#endif
