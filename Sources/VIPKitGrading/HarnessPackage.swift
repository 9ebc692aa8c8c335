import Foundation
import VIPKitCore
import VIPKitCourse

/// The harness alone, as a package of its own in the grader's cache, for the exercises to
/// depend on instead of the whole course.
///
/// An exercise depends on the course's root package (`path: "../.."`) for its `VIPKit`
/// library. That package also declares vipkit's own modules and its two plugins, and SwiftPM
/// compiles a package's plugins in every build folder that depends on it: about a sixth of
/// an exercise's cold build. A grader builds many such folders, so it gives them a package
/// that declares the `VIPKit` library and nothing else, made from the course's
/// `Sources/VIPKit` and kept in step with it by content.
///
/// A course that also declares the UIKit stand-in (`UIKitStandIn`, from `Sources/UIKit` and
/// `Sources/_Testing_UIKit`) gets it in the harness package too, so that its exercises'
/// scenes, written in UIKit's shapes, build against it where UIKit is missing.
///
/// Only an exercise that asks the course for nothing but those libraries is pointed at it:
/// one that names another product, or names one in a way that cannot be read without
/// running its manifest, keeps the course's package.
///
/// A grader prepares it once a submission (`prepare`), before its exercises are graded.
struct HarnessPackage: Sendable {
  let root: URL
  /// A fingerprint of its files, for the keys of what is built against it.
  let fingerprint: String

  /// The harness package for `course` in `cache`, written or brought up to date; `nil` when
  /// the course's package declares no `VIPKit` library in `Sources/VIPKit`.
  static func prepare(for course: Course, in cache: URL) throws(Diagnostic) -> HarnessPackage? {
    guard
      let manifest = FileManager.default.contents(
        atPath: course.root.appendingPathComponent("Package.swift").path
      )
      .map({ String(decoding: $0, as: UTF8.self) }),
      manifest.contains(#".library(name: "VIPKit""#)
    else { return nil }
    let standIn =
      manifest.contains(#".library(name: "UIKitStandIn""#)
      && Self.standInTargets.allSatisfy { target in
        FileManager.default.fileExists(
          atPath: course.root.appendingPathComponent("Sources/\(target)").path)
      }
    let scenarios =
      manifest.contains(#".library(name: "VIPKitScenarios""#)
      && FileManager.default.fileExists(
        atPath: course.root.appendingPathComponent("Sources/VIPKitScenarios").path)
    var files: [String: Data] = [
      "Package.swift": Data(Self.manifest(standIn: standIn, scenarios: scenarios).utf8)
    ]
    let harness = ["VIPKit"] + (scenarios ? ["VIPKitScenarios"] : [])
    for target in harness + (standIn ? Self.standInTargets : []) {
      let folder = course.root.appendingPathComponent("Sources/\(target)")
      for path in FileTree.paths(under: folder) {
        guard let content = FileManager.default.contents(atPath: folder.path + "/" + path) else {
          throw Diagnostic(.error, "could not read \(folder.path)/\(path)")
        }
        files["Sources/\(target)/" + path] = content
      }
    }
    // Named like the course's folder: an exercise's manifest names the package it depends on
    // after the folder its path ends in.
    let root = cache.appendingPathComponent("harness")
      .appendingPathComponent(course.root.standardizedFileURL.lastPathComponent)
    let workspace = try GradingWorkspace(root: root)
    try withExtendedLifetime(workspace) { () throws(Diagnostic) in try workspace.sync(files) }
    return HarnessPackage(root: root, fingerprint: ExerciseGrader.fingerprint(files))
  }

  /// The UIKit stand-in's targets: the module `UIKit` and the empty overlay Swift Testing
  /// asks for beside it.
  static let standInTargets = ["UIKit", "_Testing_UIKit"]

  /// Whether the exercise's manifest asks the course's package for the harness's libraries
  /// only: every product it names is `VIPKit`, `VIPKitScenarios` or `UIKitStandIn`, by a
  /// literal name.
  static func serves(_ manifest: String) -> Bool {
    var rest = Substring(manifest)
    while let found = rest.range(of: ".product(") {
      rest = rest[found.upperBound...]
      let arguments = rest.drop { $0 == " " || $0 == "\n" }
      guard
        arguments.hasPrefix(#"name: "VIPKit""#) || arguments.hasPrefix(#"name: "UIKitStandIn""#)
          || arguments.hasPrefix(#"name: "VIPKitScenarios""#)
      else { return false }
    }
    return true
  }

  /// The harness's manifest: the library and its targets (the harness, its scenarios where
  /// the course has them, and the UIKit stand-in's, for a course that has it), in the
  /// course's language mode.
  /// The kit's own platforms (its Package.swift): the exercises declare them too, and a
  /// dependency may not ask for newer platforms than the package that uses it.
  static let platforms = "[.macOS(.v13), .iOS(.v15)]"

  static func manifest(standIn: Bool, scenarios: Bool = false) -> String {
    var libraries = [#".library(name: "VIPKit", targets: ["VIPKit"])"#]
    if scenarios {
      libraries.append(#".library(name: "VIPKitScenarios", targets: ["VIPKitScenarios"])"#)
    }
    if standIn {
      libraries.append(#".library(name: "UIKitStandIn", targets: ["UIKit", "_Testing_UIKit"])"#)
    }
    let products =
      libraries.count == 1
      ? "[" + libraries[0] + "]"
      : "[\n    " + libraries.joined(separator: ",\n    ") + ",\n  ]"
    var targetList = [#".target(name: "VIPKit")"#]
    if scenarios {
      targetList.append(#".target(name: "VIPKitScenarios", dependencies: ["VIPKit"])"#)
    }
    if standIn {
      targetList += [#".target(name: "UIKit")"#, #".target(name: "_Testing_UIKit")"#]
    }
    let targets = "[" + targetList.joined(separator: ", ") + "]"
    return """
      // swift-tools-version:6.0
      // Written by vipkit grade: the course's harness alone, so that the exercises it grades
      // do not build vipkit's plugins. Made from the course's Sources; do not edit.
      import PackageDescription

      let package = Package(
        name: "VIPKit",
        platforms: \(platforms),
        products: \(products),
        targets: \(targets),
        swiftLanguageModes: [.v6]
      )

      """
  }
}
