import Foundation
import Testing
import VIPKitXcode

/// `Examples/VIPShop`, the iOS app whose project file is written by hand: it must open as
/// valid in Xcode, so its project is read here as Xcode reads it.
@Suite("The example app's project opens as valid")
struct ExampleAppTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/VIPShop").standardizedFileURL
  static let project = root.appendingPathComponent("VIPShop.xcodeproj")

  @Test("its project parses, and every file it names exists")
  func parsesAndEveryFileExists() throws {
    let project = try XcodeProject.load(Self.project)
    #expect(project.targets.map(\.name) == ["VIPShop", "VIPShopTests"])
    #expect(!project.referencedPaths.isEmpty)
    for path in project.referencedPaths {
      #expect(FileManager.default.fileExists(atPath: path.path), "\(path.path) is missing")
    }
    // The kit, as a local package: the app's tests link the harness from it.
    let kit = try #require(project.localPackages.first)
    #expect(
      FileManager.default.fileExists(atPath: kit.appendingPathComponent("Sources/VIPKit").path))
  }

  @Test("every Swift file in the app's folders is in its target, and nothing else is")
  func everySwiftFileIsInATarget() throws {
    let project = try XcodeProject.load(Self.project)
    for (folder, target) in [("VIPShop", "VIPShop"), ("VIPShopTests", "VIPShopTests")] {
      let onDisk = Self.swiftFiles(under: Self.root.appendingPathComponent(folder))
      let compiled = try #require(project.target(named: target)).swiftFiles.map(\.path).sorted()
      #expect(
        compiled == onDisk, "\(target) does not compile exactly the Swift files of \(folder)/")
    }
  }

  @Test("its shared scheme builds the app and tests it through its test plan")
  func schemeAndTestPlan() throws {
    let selection = try XcodeSelection.resolve(
      .init(project: Self.project, scheme: "VIPShop"))
    #expect(selection.targets.map(\.name) == ["VIPShop"])
    #expect(selection.testTargets.map(\.name) == ["VIPShopTests"])
    let project = try XcodeProject.load(Self.project)
    let app = try #require(project.target(named: "VIPShop"))
    #expect(project.testTargets(of: app).map(\.name) == ["VIPShopTests"])
    #expect(app.platform == "iOS Simulator")
    #expect(app.moduleName == "VIPShop")
  }

  /// The `.swift` files under `folder`, absolute and sorted.
  static func swiftFiles(under folder: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var found: [String] = []
    while let url = enumerator?.nextObject() as? URL {
      if url.pathExtension == "swift" { found.append(url.standardizedFileURL.path) }
    }
    return found.sorted()
  }
}
