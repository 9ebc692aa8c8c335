import Foundation
import Testing
import VIPKitScene
import VIPKitTestSupport

/// Each interview combination that changes the output, spec in, files out, compared with
/// `Golden/<name>.txt`. `VIPKIT_RECORD_GOLDEN=1` rewrites them: read the diff before
/// committing. (That every combination builds, passes its tests and kills its mutants is
/// proven end to end, and by hand with the commands in Docs/scenes.md.)
@Suite("Scenes: spec in, files out")
struct SceneGoldenTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  static let cases: [(String, SceneSpec)] = [
    ("display-api-push-uikit", spec("Login", .display, .api, .push, .uikit, .swiftTesting)),
    ("display-local-modal-plain", spec("Profile", .display, .local, .modal, .plain, .swiftTesting)),
    ("form-input-root-xctest", spec("SignUp", .form, .input, .replaceRoot, .uikit, .xctest)),
    ("hub-multiple-tab", spec("Feed", .hub, .multiple, .tab, .uikit, .swiftTesting)),
    ("flow-api-swiftui-xctest", spec("Checkout", .flow, .api, .push, .swiftui, .xctest)),
  ]

  @Test("the files of each combination are the golden ones", arguments: cases.map(\.0))
  func golden(_ name: String) throws {
    let spec = try #require(Self.cases.first { $0.0 == name }?.1)
    let rendered = SceneTemplate(spec).files(package: true, kitPath: "/kit", kitName: "VIPKit")
      .map { "// ===== \($0.place) \($0.name)\n\($0.text)" }.joined()
    let url = Self.folder.appendingPathComponent("\(name).txt")
    if ProcessInfo.processInfo.environment["VIPKIT_RECORD_GOLDEN"] == "1" {
      try rendered.write(to: url, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(rendered == expected, "\(firstDifference(rendered, expected))")
  }

  @Test("the answers shape the output: async loading, validation, two workers, the router")
  func answersShapeTheOutput() throws {
    let api = Self.text(Self.cases[0].1)
    #expect(api.contains("func fetchLoad() async throws -> [String]"))
    #expect(api.contains("presenter?.presentLoading(isLoading: true)"))
    let local = Self.text(Self.cases[1].1)
    #expect(local.contains("func readLoad() -> [String]"))
    #expect(!local.contains("presentLoading"))
    let form = Self.text(Self.cases[2].1)
    #expect(form.contains("func checkValidate(_ text: String) -> [String]"))
    #expect(form.contains("final class SignUpInteractorTests: XCTestCase"))
    #expect(form.contains("viewController?.view.window?.rootViewController = destination"))
    let multiple = Self.text(Self.cases[3].1)
    #expect(multiple.contains("var store: (any FeedStoreWorkerLogic)?"))
    #expect(multiple.contains("let kept = store?.readLoad() ?? []"))
    let swiftui = Self.text(Self.cases[4].1)
    #expect(swiftui.contains("@MainActor @Observable final class CheckoutStore"))
    #expect(swiftui.contains("@ObservationIgnored var interactor"))
  }

  @Test("UIKit appears only in the view and the router, behind #if canImport(UIKit)")
  func uikitStaysInTheView() {
    for (_, spec) in Self.cases {
      for file in SceneTemplate(spec).files(package: false) where file.text.contains("import UIKit")
      {
        #expect(file.name.hasSuffix("ViewController.swift") || file.name.hasSuffix("Router.swift"))
        #expect(file.text.contains("#if canImport(UIKit)\n  import UIKit"))
      }
    }
  }

  static func spec(
    _ name: String, _ purpose: SceneSpec.Purpose, _ data: SceneSpec.Data,
    _ navigation: SceneSpec.Navigation, _ ui: SceneSpec.UI, _ testing: SceneSpec.Testing
  ) -> SceneSpec {
    var spec = SceneSpec(name: name, module: name + "Scene")
    spec.purpose = purpose
    spec.data = data
    spec.navigation = navigation
    spec.ui = ui
    spec.testing = testing
    return spec
  }

  static func text(_ spec: SceneSpec) -> String {
    SceneTemplate(spec).files(package: true).map(\.text).joined()
  }
}
