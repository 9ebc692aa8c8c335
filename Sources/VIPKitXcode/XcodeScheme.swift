import Foundation
import VIPKitCore

/// A scheme (`.xcscheme`): what it builds to run, what it tests, and its test plans. xcodebuild
/// needs one to test, and a team's shared schemes say which test targets test what.
package struct XcodeScheme: Sendable, Equatable {
  /// A target a scheme names: by its object id and name, in a project given relative to the
  /// scheme's container (`container:App.xcodeproj`).
  package struct Reference: Sendable, Equatable {
    package var id: String
    package var name: String
    package var container: String
  }

  /// The scheme's name (its file's, without `.xcscheme`), as `-scheme` takes it.
  package var name: String
  package var url: URL
  /// The targets built for running (the app, its frameworks).
  package var built: [Reference]
  /// The test targets of its test action that are not skipped.
  package var tested: [Reference]
  /// Its test plans' references (`container:App.xctestplan`), the default one first.
  package var testPlans: [String]

  /// Reads a scheme file.
  package static func load(_ url: URL) throws(Diagnostic) -> XcodeScheme {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw Diagnostic(.error, "could not read the scheme \(url.path)")
    }
    let root = try XMLElement.parse(Array(data), path: url.path)
    guard root.name == "Scheme" else {
      throw Diagnostic(.error, "\(url.path) is not a scheme: its root element is <\(root.name)>")
    }
    func reference(_ element: XMLElement) -> Reference? {
      guard let buildable = element.child(named: "BuildableReference"),
        let id = buildable.attributes["BlueprintIdentifier"]
      else { return nil }
      return Reference(
        id: id, name: buildable.attributes["BlueprintName"] ?? id,
        container: buildable.attributes["ReferencedContainer"] ?? "")
    }
    let build = root.child(named: "BuildAction")?.descendants(named: "BuildActionEntry") ?? []
    let test = root.child(named: "TestAction")
    let testables = (test?.descendants(named: "TestableReference") ?? []).filter {
      $0.attributes["skipped"] != "YES"
    }
    let plans = (test?.descendants(named: "TestPlanReference") ?? [])
      .sorted {
        ($0.attributes["default"] == "YES" ? 0 : 1) < ($1.attributes["default"] == "YES" ? 0 : 1)
      }
      .compactMap { $0.attributes["reference"] }
    return XcodeScheme(
      name: url.deletingPathExtension().lastPathComponent, url: url,
      built: build.filter { $0.attributes["buildForRunning"] != "NO" }.compactMap(reference),
      tested: testables.compactMap(reference), testPlans: plans)
  }

  /// The scheme files of a project or workspace: the shared ones, then each user's.
  package static func files(in container: URL) -> [URL] {
    let manager = FileManager.default
    var folders = [container.appendingPathComponent("xcshareddata/xcschemes")]
    let users = container.appendingPathComponent("xcuserdata")
    for user in (try? manager.contentsOfDirectory(atPath: users.path))?.sorted() ?? [] {
      folders.append(users.appendingPathComponent(user).appendingPathComponent("xcschemes"))
    }
    return folders.flatMap { folder in
      ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        .filter { $0.hasSuffix(".xcscheme") }.map { folder.appendingPathComponent($0) }
    }
  }
}

/// A path as Xcode's containers write it (`container:App.xcodeproj`, `group:…`,
/// `absolute:/…`), resolved against the folder it is relative to.
enum ContainerPath {
  static func resolve(_ location: String, in folder: URL) -> URL {
    let parts = location.split(separator: ":", maxSplits: 1).map(String.init)
    let path = parts.count == 2 ? parts[1] : location
    if parts.first == "absolute" || path.hasPrefix("/") {
      return URL(fileURLWithPath: path).standardizedFileURL
    }
    return folder.appendingPathComponent(path).standardizedFileURL
  }
}
