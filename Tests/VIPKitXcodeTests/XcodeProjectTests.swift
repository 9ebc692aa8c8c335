import Foundation
import Testing
import VIPKitCore
import VIPKitXcode

/// The three ways teams keep a project: classic groups with file references, Xcode 16's
/// folder-synchronized groups with exceptions, and a workspace with a scheme, a test plan
/// and a local package. Each fixture is written by hand, as Xcode writes it.
@Suite("Xcode projects: each target's files, exactly")
struct XcodeProjectTests {
  @Test("classic groups: a target takes the files of its Sources phase, through every group")
  func classicGroups() throws {
    let project = try XcodeProject.load(Fixture.classic)
    #expect(project.targets.map(\.name) == ["Shop", "ShopTests", "ShopWidget"])
    let shop = try #require(project.target(named: "Shop"))
    #expect(
      Fixture.relative(shop.swiftFiles, to: Fixture.classicRoot) == [
        "Shop/Login/LoginInteractor.swift", "Shop/Login/LoginPresenter.swift",
        "Shop/Login Scene/LoginViewController.swift", "Shop/Shared/Formatter.swift",
        "Tools/Generated.swift",
      ])
    // A file in the app's folder that no target compiles is not the app's.
    #expect(!shop.swiftFiles.contains { $0.lastPathComponent == "OldPresenter.swift" })
    let widget = try #require(project.target(named: "ShopWidget"))
    #expect(
      Fixture.relative(widget.swiftFiles, to: Fixture.classicRoot) == [
        "Widget/WidgetView.swift", "Shop/Shared/Formatter.swift",
      ])
    #expect(widget.moduleName == "Shop_Widget")
    #expect(shop.moduleName == "Shop")
    #expect(shop.platform == "iOS Simulator")
    #expect(project.testTargets(of: shop).map(\.name) == ["ShopTests"])
    #expect(project.testTargets(of: widget).isEmpty)
  }

  @Test("every path a fixture project names exists (products and SDK files are not paths)")
  func referencedPathsExist() throws {
    for url in [Fixture.classic, Fixture.synced, Fixture.workspaceProject] {
      let project = try XcodeProject.load(url)
      #expect(!project.referencedPaths.isEmpty)
      for path in project.referencedPaths {
        #expect(FileManager.default.fileExists(atPath: path.path), "\(path.path) is missing")
      }
    }
  }

  @Test(
    "synchronized folders: every Swift file, less the target's exceptions, plus another folder's added ones"
  )
  func synchronizedFolders() throws {
    let project = try XcodeProject.load(Fixture.synced)
    let app = try #require(project.target(named: "App"))
    #expect(
      Fixture.relative(app.swiftFiles, to: Fixture.syncedRoot) == [
        "App/AppDelegate.swift", "App/Scenes/Cart/CartInteractor.swift",
        "App/Scenes/Cart/CartPresenter.swift", "App/Shared/Formatter.swift",
      ])
    let widget = try #require(project.target(named: "Widget"))
    #expect(
      Set(Fixture.relative(widget.swiftFiles, to: Fixture.syncedRoot)) == [
        "Widget/WidgetView.swift", "App/Shared/Formatter.swift",
      ])
    #expect(project.testTargets(of: app).map(\.name) == ["AppTests"])
    let tests = try #require(project.target(named: "AppTests"))
    #expect(tests.isTest)
    #expect(
      Fixture.relative(tests.swiftFiles, to: Fixture.syncedRoot) == [
        "AppTests/CartInteractorTests.swift"
      ])
  }

  @Test("a workspace: its projects and packages, a scheme's targets and its test plan's tests")
  func workspaceWithScheme() throws {
    let workspace = try XcodeWorkspace.load(Fixture.workspace)
    #expect(workspace.projects == [Fixture.workspaceProject.standardizedFileURL])
    #expect(workspace.folders.map(\.lastPathComponent) == ["Core"])
    let selection = try XcodeSelection.resolve(
      .init(workspace: Fixture.workspace, scheme: "App"))
    #expect(selection.targets.map(\.name) == ["App"])
    // The plan disables the UI tests: only AppTests runs.
    #expect(selection.testTargets.map(\.name) == ["AppTests"])
    #expect(selection.scheme?.name == "App")
    #expect(
      selection.swiftFiles.map(\.lastPathComponent) == [
        "ProfileInteractor.swift", "ProfilePresenter.swift",
      ])
    let project = try XcodeProject.load(Fixture.workspaceProject)
    #expect(project.localPackages.map(\.lastPathComponent) == ["Core"])
  }

  @Test("a target named without a scheme finds the shared scheme that builds it")
  func targetFindsScheme() throws {
    let selection = try XcodeSelection.resolve(
      .init(workspace: Fixture.workspace, target: "App"))
    #expect(selection.scheme?.name == "App")
    #expect(selection.testTargets.map(\.name) == ["AppTests"])
    let classic = try XcodeSelection.resolve(.init(project: Fixture.classic, target: "Shop"))
    #expect(classic.scheme == nil)
    #expect(classic.testTargets.map(\.name) == ["ShopTests"])
  }

  @Test(
    "a wrong name is refused with what exists instead",
    arguments: [
      (
        XcodeSelection.Request(project: Fixture.classic, target: "Shp"), "no target named 'Shp'",
        "Its targets: Shop, ShopTests, ShopWidget."
      ),
      (
        XcodeSelection.Request(workspace: Fixture.workspace, scheme: "Ap"), "no scheme named 'Ap'",
        "Its schemes: App."
      ),
      (
        XcodeSelection.Request(project: Fixture.classic), "name the target to read",
        "The targets of Classic.xcodeproj: Shop, ShopTests, ShopWidget."
      ),
    ])
  func wrongNames(request: XcodeSelection.Request, message: String, note: String) {
    #expect {
      _ = try XcodeSelection.resolve(request)
    } throws: { error in
      guard let diagnostic = error as? Diagnostic else { return false }
      return diagnostic.message.contains(message) && diagnostic.notes.contains(note)
    }
  }

  @Test("a missing project file is a clear error, not an empty target")
  func missingProject() {
    let url = Fixture.folder.appendingPathComponent("Nowhere.xcodeproj")
    #expect(throws: Diagnostic.self) { try XcodeProject.load(url) }
  }
}

// MARK: - Fixtures

/// Where the hand-written projects are.
enum Fixture {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")
  static let classicRoot = folder.appendingPathComponent("Classic")
  static let classic = classicRoot.appendingPathComponent("Classic.xcodeproj")
  static let syncedRoot = folder.appendingPathComponent("Synced")
  static let synced = syncedRoot.appendingPathComponent("Synced.xcodeproj")
  static let workspace = folder.appendingPathComponent("Workspace/Shop.xcworkspace")
  static let workspaceProject = folder.appendingPathComponent("Workspace/App/App.xcodeproj")

  /// The paths of `files` relative to `root`, in order.
  static func relative(_ files: [URL], to root: URL) -> [String] {
    let base = root.standardizedFileURL.path + "/"
    return files.map { $0.standardizedFileURL.path.replacingOccurrences(of: base, with: "") }
  }
}
