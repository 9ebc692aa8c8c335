import Foundation
import Testing
import VIPKitCLI
import VIPKitCore

/// `spies` and `check` with `--project`/`--workspace`: the files read are exactly the Xcode
/// target's, in each project style. The fixtures are the reader's own
/// (`Tests/VIPKitXcodeTests/Fixtures`); each plants a protocol, or a UIKit import in a
/// presenter, in a file the target must not read.
@Suite("--project and --target: exactly the target's files")
struct XcodeTargetOptionTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("VIPKitXcodeTests/Fixtures")

  @Test(
    "spies of a target: its protocols, never those of a file outside it",
    arguments: [
      (
        ["--project", "Classic/Classic.xcodeproj", "--target", "Shop"],
        ["LoginPresentationLogicSpy", "PriceFormattingSpy", "@testable import Shop"],
        ["OldPresentationLogicSpy", "WidgetDisplayLogicSpy"]
      ),
      (
        ["--project", "Classic/Classic.xcodeproj", "--target", "ShopWidget"],
        ["WidgetDisplayLogicSpy", "PriceFormattingSpy", "@testable import Shop_Widget"],
        ["LoginPresentationLogicSpy"]
      ),
      (
        ["--project", "Synced/Synced.xcodeproj", "--target", "App"],
        ["CartPresentationLogicSpy", "CartFormattingSpy", "@testable import App"],
        ["PreviewDisplayLogicSpy"]
      ),
      (
        ["--project", "Synced/Synced.xcodeproj", "--target", "Widget"],
        ["CartFormattingSpy"], ["CartPresentationLogicSpy", "PreviewDisplayLogicSpy"]
      ),
      (
        ["--workspace", "Workspace/Shop.xcworkspace", "--scheme", "App"],
        ["ProfilePresentationLogicSpy", "@testable import App"], []
      ),
    ])
  func spies(arguments: [String], present: [String], absent: [String]) {
    let result = TestConsole.run(["spies"] + arguments, in: Self.fixtures)
    #expect(result.code == .success, "\(result.error)")
    for text in present { #expect(result.out.contains(text), "\(text) is missing") }
    for text in absent { #expect(!result.out.contains(text), "\(text) should not be there") }
  }

  @Test("check of a target: a finding in its file, none from a file no target compiles")
  func check() {
    let result = TestConsole.run(
      ["check", "--project", "Classic/Classic.xcodeproj", "--target", "Shop", "--rule", "VIP006"],
      in: Self.fixtures)
    #expect(result.code == .checkFailed)
    #expect(result.out.contains("Classic/Shop/Login/LoginPresenter.swift:2:8: warning: [VIP006]"))
    #expect(!result.out.contains("OldPresenter"))
    #expect(result.out.contains("in 5 files"))
  }

  @Test(
    "mistakes are usage errors or bad input, naming what exists",
    arguments: [
      (["check", "--target", "Shop"], ExitCode.usage, "--target <name> names an Xcode target"),
      (
        ["check", "--project", "Classic/Classic.xcodeproj", "--workspace", "W.xcworkspace"],
        .usage, "not both"
      ),
      (["spies", "--project", "Classic"], .usage, "is not an .xcodeproj folder"),
      (
        ["spies", "--project", "Classic/Classic.xcodeproj", "--target", "Shp"], .badInput,
        "Its targets: Shop, ShopTests, ShopWidget."
      ),
      (["mutate", "--dry-run"], .usage, "--dry-run is for an Xcode app"),
      (
        ["mutate", "--project", "Classic/Classic.xcodeproj", "--target", "Shop", "--dry-run"],
        .badInput, "no shared scheme builds Shop"
      ),
      (
        ["mutate", "--project", "Synced/Synced.xcodeproj", "--target", "App", "--jobs", "2"],
        .usage, "--jobs <n> is not supported with --project"
      ),
      (
        ["mutate", "--project", "Synced/Synced.xcodeproj", "--target", "App", "--suggest-tests"],
        .usage, "--suggest-tests is for a SwiftPM package"
      ),
    ])
  func mistakes(arguments: [String], code: ExitCode, message: String) {
    let result = TestConsole.run(arguments, in: Self.fixtures)
    #expect(result.code == code)
    #expect(result.error.contains(message), "\(result.error)")
  }
}

/// `--all-tests` turns the Xcode plan's test selection off, as it does for a package.
@Suite("mutate --project --all-tests")
struct XcodeAllTestsTests {
  @Test("with --all-tests, every mutant runs every test of the scheme")
  func allTests() {
    let result = TestConsole.run(
      [
        "mutate", "--project", "Synced/Synced.xcodeproj", "--target", "App", "--dry-run",
        "--all-tests",
      ], in: XcodeTargetOptionTests.fixtures)
    #expect(result.code == .success, "\(result.error)")
    #expect(result.out.contains("tests: every test of the scheme"))
    #expect(!result.out.contains("-only-testing:"))
  }
}

/// `--reproduce` on an app: the plan of that one mutant, found by the start of its ID.
@Suite("mutate --project --reproduce")
struct XcodeReproduceTests {
  @Test("--reproduce plans only the mutant of that ID, its tests and its command")
  func reproduce() throws {
    let arguments = [
      "mutate", "--project", "Synced/Synced.xcodeproj", "--target", "App", "--dry-run",
    ]
    let whole = TestConsole.run(
      arguments + ["--format", "json"], in: XcodeTargetOptionTests.fixtures)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(whole.out.utf8)) as? [String: Any])
    let mutants = try #require(document["mutants"] as? [[String: Any]])
    #expect(mutants.count > 2)
    let key = try #require(mutants[1]["key"] as? String)
    let one = TestConsole.run(
      arguments + ["--reproduce", String(key.prefix(8))], in: XcodeTargetOptionTests.fixtures)
    #expect(one.code == .success, "\(one.error)")
    #expect(one.out.contains("Mutants (1):") && one.out.contains("[\(key)]"), "\(one.out)")
    let wrong = TestConsole.run(
      arguments + ["--reproduce", "nothing"], in: XcodeTargetOptionTests.fixtures)
    #expect(wrong.code == .badInput && wrong.error.contains("has the ID nothing"))
    let whole2 = TestConsole.run(
      arguments + ["--reproduce", key, "--shard", "1/2"], in: XcodeTargetOptionTests.fixtures)
    #expect(whole2.code == .usage && whole2.error.contains("--shard"), "\(whole2.error)")
  }
}

/// `vipkit mutate --project … --dry-run` on the example app: the plan Linux can check.
@Suite("mutate --project --dry-run on the example app")
struct ExampleAppMutationPlanTests {
  static let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test("the app target's interactors and presenters, each mutant with its tests, the commands")
  func plan() {
    let result = TestConsole.run(
      [
        "mutate", "--project", "Examples/VIPShop/VIPShop.xcodeproj", "--target", "VIPShop",
        "--dry-run",
      ], in: Self.kit)
    #expect(result.code == .success, "\(result.error)")
    let text = result.out
    #expect(text.contains("scheme VIPShop (mutating VIPShop; tests in VIPShopTests)"))
    for file in [
      "ProductDetail/ProductDetailInteractor.swift", "ProductDetail/ProductDetailPresenter.swift",
      "ProductList/ProductListInteractor.swift", "ProductList/ProductListPresenter.swift",
    ] {
      #expect(text.contains("  VIPShop/Scenes/\(file)  ("), "\(file) is not planned")
    }
    #expect(!text.contains("ViewController.swift  ("))
    #expect(!text.contains("tests: every test"), "a mutant with no test chosen for it")
    #expect(text.contains("xcodebuild build-for-testing -project "))
    #expect(text.contains("TEST_RUNNER_VIPKIT_MUTANT=1 xcodebuild test-without-building"))
    #expect(text.contains("-only-testing:VIPShopTests/"))
  }
}
