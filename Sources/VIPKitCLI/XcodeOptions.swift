import Foundation
import VIPKitCore
import VIPKitXcode

/// `--project`/`--workspace` with `--target`/`--scheme`, read once for every command that
/// takes an Xcode target instead of folders (spies, check, mutate).
extension Invocation {
  /// The target's files and tests as the options choose them; `nil` when neither `--project`
  /// nor `--workspace` is given.
  package func xcodeSelection() throws(CommandError) -> XcodeSelection? {
    let project = arguments.value(.project)
    let workspace = arguments.value(.workspace)
    guard project != nil || workspace != nil else {
      for option in [OptionSpec.target, .scheme] where arguments.value(option) != nil {
        throw .usage(
          "\(option.longSynopsis) names an Xcode target or scheme: give --project or "
            + "--workspace too.", command: command.name)
      }
      return nil
    }
    if project != nil, workspace != nil {
      throw .usage("Give --project or --workspace, not both.", command: command.name)
    }
    for (path, suffix) in [(project, "xcodeproj"), (workspace, "xcworkspace")] {
      if let path, url(for: path).pathExtension != suffix {
        throw .usage(
          "'\(path)' is not an .\(suffix) folder: give the one Xcode opens.",
          command: command.name)
      }
    }
    do {
      return try XcodeSelection.resolve(
        .init(
          project: project.map(url(for:)), workspace: workspace.map(url(for:)),
          target: arguments.value(.target), scheme: arguments.value(.scheme)))
    } catch {
      throw .badInput([error])
    }
  }
}
