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
    return [
      .buildCommand(
        displayName: "Generating spies for \(target.name)",
        executable: try context.tool(named: "vipkit").url,
        arguments: ["spies"] + sources.map(\.path) + imports + ["-o", output.path],
        inputFiles: sources, outputFiles: [output])
    ]
  }
}
