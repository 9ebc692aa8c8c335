import Foundation
import VIPKitCore

/// What `--project` or `--workspace`, with `--target` or `--scheme`, choose: the targets
/// whose code a command reads, exactly their Swift files, the test targets that test them,
/// and the scheme xcodebuild is to test with.
package struct XcodeSelection: Sendable {
  /// The options as given.
  package struct Request: Sendable, Equatable {
    package var project: URL?
    package var workspace: URL?
    package var target: String?
    package var scheme: String?

    package init(
      project: URL? = nil, workspace: URL? = nil, target: String? = nil, scheme: String? = nil
    ) {
      self.project = project
      self.workspace = workspace
      self.target = target
      self.scheme = scheme
    }
  }

  /// The `.xcodeproj` or `.xcworkspace` given.
  package var container: URL
  /// The projects it holds (one for `--project`).
  package var projects: [XcodeProject]
  /// The targets whose code is read (not test targets, unless one was named).
  package var targets: [XcodeProject.Target]
  /// The test targets that test them.
  package var testTargets: [XcodeProject.Target]
  /// The scheme to build and test with, when one could be found.
  package var scheme: XcodeScheme?

  /// The targets' Swift files, each once, in the targets' order.
  package var swiftFiles: [URL] { Self.unique(targets.flatMap(\.swiftFiles)) }
  /// The test targets' Swift files, each once.
  package var testFiles: [URL] { Self.unique(testTargets.flatMap(\.swiftFiles)) }

  /// The project holding `target`.
  package func project(of target: XcodeProject.Target) -> XcodeProject? {
    projects.first { $0.target(id: target.id) != nil }
  }

  /// Chooses as `request` says. Each mistake names what exists instead: the targets, the
  /// schemes.
  package static func resolve(_ request: Request) throws(Diagnostic) -> XcodeSelection {
    let container: URL
    var projects: [XcodeProject] = []
    var schemeFiles: [URL] = []
    if let workspace = request.workspace {
      container = workspace
      let contents = try XcodeWorkspace.load(workspace)
      for url in contents.projects { projects.append(try XcodeProject.load(url)) }
      schemeFiles = XcodeScheme.files(in: workspace)
    } else if let project = request.project {
      container = project
      projects = [try XcodeProject.load(project)]
    } else {
      throw Diagnostic(.error, "give --project App.xcodeproj or --workspace App.xcworkspace")
    }
    for project in projects { schemeFiles += XcodeScheme.files(in: project.url) }
    let all = projects.flatMap(\.targets)
    let shown = container.lastPathComponent

    var scheme: XcodeScheme?
    if let name = request.scheme {
      guard
        let file = schemeFiles.first(where: { $0.deletingPathExtension().lastPathComponent == name }
        )
      else {
        let names = schemeFiles.map { $0.deletingPathExtension().lastPathComponent }
        throw Diagnostic(
          .error, "\(shown) has no scheme named '\(name)'",
          notes: [
            names.isEmpty
              ? "It has no scheme file: in Xcode, Product › Scheme › Manage Schemes…, tick "
                + "Shared, so that xcshareddata/xcschemes holds it."
              : "Its schemes: \(names.joined(separator: ", "))."
          ])
      }
      scheme = try XcodeScheme.load(file)
    }

    var targets: [XcodeProject.Target]
    if let name = request.target {
      let matches = all.filter { $0.name == name }
      guard let target = matches.first else {
        throw Diagnostic(
          .error, "\(shown) has no target named '\(name)'",
          notes: ["Its targets: \(all.map(\.name).joined(separator: ", "))."])
      }
      guard matches.count == 1 else {
        throw Diagnostic(
          .error, "\(shown) has \(matches.count) targets named '\(name)'",
          notes: ["Give the one project that holds it with --project."])
      }
      targets = [target]
    } else if let scheme {
      targets = scheme.built.compactMap { reference in all.first { $0.id == reference.id } }
        .filter { !$0.isTest }
      guard !targets.isEmpty else {
        throw Diagnostic(
          .error, "the scheme '\(scheme.name)' builds no target of \(shown) besides tests",
          notes: ["Name the target to read with --target."])
      }
    } else {
      let schemes = schemeFiles.map { $0.deletingPathExtension().lastPathComponent }
      throw Diagnostic(
        .error, "name the target to read: --target NAME, or a scheme: --scheme NAME",
        notes: [
          "The targets of \(shown): \(all.map(\.name).joined(separator: ", ")).",
          schemes.isEmpty
            ? "It has no shared scheme." : "Its schemes: \(schemes.joined(separator: ", ")).",
        ])
    }

    if scheme == nil {
      // A shared scheme that builds or tests the target, for xcodebuild.
      let ids = Set(targets.map(\.id))
      for file in schemeFiles {
        guard let candidate = try? XcodeScheme.load(file) else { continue }
        if (candidate.built + candidate.tested).contains(where: { ids.contains($0.id) }) {
          scheme = candidate
          break
        }
      }
    }
    var tests: [XcodeProject.Target] = []
    if let scheme,
      request.target == nil || scheme.built.contains(where: { $0.name == request.target })
    {
      tests = try testTargets(of: scheme, among: all)
    }
    if tests.isEmpty {
      tests = targets.flatMap { target in
        projects.first { $0.target(id: target.id) != nil }?.testTargets(of: target) ?? []
      }
    }
    let missing = targets.flatMap { target in
      target.swiftFiles.filter { !FileManager.default.fileExists(atPath: $0.path) }
        .map { "\(target.name): \($0.path)" }
    }
    guard missing.isEmpty else {
      throw Diagnostic(
        .error, "\(shown) names Swift files that do not exist",
        notes: missing + ["Restore them, or remove them from the target in Xcode."])
    }
    var seen: Set<String> = []
    return XcodeSelection(
      container: container, projects: projects, targets: targets,
      testTargets: tests.filter { seen.insert($0.id).inserted }, scheme: scheme)
  }

  /// The test targets a scheme runs: its default test plan's, else its test action's.
  private static func testTargets(of scheme: XcodeScheme, among all: [XcodeProject.Target])
    throws(Diagnostic) -> [XcodeProject.Target]
  {
    var references = scheme.tested
    if let plan = scheme.testPlans.first {
      // A scheme's `container:` paths start at the folder holding its project or workspace.
      let containerFolder =
        Self.containerFolder(of: scheme.url) ?? scheme.url.deletingLastPathComponent()
      references = try XcodeTestPlan.load(ContainerPath.resolve(plan, in: containerFolder)).targets
    }
    return references.compactMap { reference in all.first { $0.id == reference.id } }
  }

  /// The folder that holds the project or workspace a scheme file is stored in.
  static func containerFolder(of scheme: URL) -> URL? {
    var folder = scheme.deletingLastPathComponent()
    while folder.path != "/" {
      if ["xcodeproj", "xcworkspace"].contains(folder.pathExtension) {
        return folder.deletingLastPathComponent()
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }

  static func unique(_ files: [URL]) -> [URL] {
    var seen: Set<URL> = []
    return files.filter { seen.insert($0).inserted }
  }
}
