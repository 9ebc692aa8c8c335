import Foundation
import VIPKitCore

/// An Xcode project (`App.xcodeproj`) as vipkit needs it: its targets, each target's Swift
/// files, and which test targets test which target. Read from `project.pbxproj` alone, with
/// no Xcode: so the files a command takes are exactly a target's, on any platform.
package struct XcodeProject: Sendable {
  /// One target of the project.
  package struct Target: Sendable, Equatable {
    /// The object id Xcode gave it (schemes and test plans name targets by it).
    package var id: String
    package var name: String
    /// `com.apple.product-type.application`, `…bundle.unit-test`, `…framework`; empty for
    /// aggregate and legacy targets.
    package var productType: String
    /// Its Swift sources, absolute and standardised, in the order Xcode compiles them.
    package var swiftFiles: [URL]
    /// The names of the targets it depends on, in this project.
    package var dependencies: [String]
    /// Build settings of its first configuration (Debug, usually), over the project's.
    package var settings: [String: PropertyList]

    /// A unit-test or UI-test bundle.
    package var isTest: Bool {
      productType.hasPrefix("com.apple.product-type.bundle.unit-test")
        || productType.hasPrefix("com.apple.product-type.bundle.ui-testing")
    }

    /// The module its Swift files form: `PRODUCT_MODULE_NAME`, else the product or target
    /// name with what Swift cannot take in a name turned into `_`, as Xcode does.
    package var moduleName: String {
      if let module = settings["PRODUCT_MODULE_NAME"]?.string, !module.contains("$") {
        return module
      }
      var product = settings["PRODUCT_NAME"]?.string ?? name
      if product.contains("$") { product = name }
      var module = String(product.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
      if module.first?.isNumber == true { module = "_" + module }
      return module
    }

    /// The platform its SDK builds for, as xcodebuild's `-destination` names it.
    package var platform: String {
      switch settings["SDKROOT"]?.string ?? "iphoneos" {
      case "macosx": return "macOS"
      case "appletvos": return "tvOS Simulator"
      case "watchos": return "watchOS Simulator"
      case "xros": return "visionOS Simulator"
      default: return "iOS Simulator"
      }
    }
  }

  /// The `.xcodeproj` folder.
  package var url: URL
  /// The folder the project's paths start from (`$(SRCROOT)`).
  package var root: URL
  package var targets: [Target]
  /// The local packages it references (`XCLocalSwiftPackageReference`), absolute.
  package var localPackages: [URL]
  /// Every file the project names that should exist on disk (file references and
  /// synchronized folders), for a check that the project is complete.
  package var referencedPaths: [URL]
  /// Test target id → the id of the target it tests (Xcode's `TestTargetID`).
  var testedTargetIDs: [String: String]

  /// The target named `name`.
  package func target(named name: String) -> Target? { targets.first { $0.name == name } }

  /// The target with this object id.
  package func target(id: String) -> Target? { targets.first { $0.id == id } }

  /// The test targets that test `target`: those hosted by it or naming it as the target
  /// they test, else those that depend on it.
  package func testTargets(of target: Target) -> [Target] {
    let tests = targets.filter(\.isTest)
    let hosted = tests.filter { test in
      if let tested = testedTargetIDs[test.id] { return tested == target.id }
      if let name = test.settings["TEST_TARGET_NAME"]?.string { return name == target.name }
      if let host = test.settings["TEST_HOST"]?.string {
        return host.contains("/\(target.name).app/") || host.contains("/\(target.name).app")
      }
      return false
    }
    return hosted.isEmpty ? tests.filter { $0.dependencies.contains(target.name) } : hosted
  }

  /// Reads `url` (an `.xcodeproj` folder). Bad input is a diagnostic naming
  /// `project.pbxproj` and, where there is one, the line and column.
  package static func load(_ url: URL) throws(Diagnostic) -> XcodeProject {
    let file = url.appendingPathComponent("project.pbxproj")
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw Diagnostic(
        .error, "no project file at \(file.path)",
        notes: ["Give the .xcodeproj folder that Xcode opens (it holds project.pbxproj)."])
    }
    let plist = try PropertyList.parse(Array(data), path: file.path)
    return try XcodeProjectReader(url: url, file: file.path, plist: plist).read()
  }
}
