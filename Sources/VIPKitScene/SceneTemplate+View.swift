/// The view: display logic, the user's actions sent to the interactor, navigation asked of
/// the router. UIKit behind `#if canImport(UIKit)`, a plain class elsewhere (so the scene
/// builds and is tested on Linux too); or, for SwiftUI, an observable store a `View` reads.
extension SceneTemplate {
  func viewFile() -> String {
    var requirements: [String] = []
    var state: [String] = []
    var actions: [String] = []
    var displays: [String] = []
    for useCase in useCases {
      let models = "\(name).\(useCase.name)"
      switch useCase.kind {
      case .fetch:
        requirements.append("func display\(useCase.name)(viewModel: \(models).ViewModel)")
        state.append("private(set) var \(useCase.method)ViewModel: \(models).ViewModel?")
        actions += [
          "/// Asks for \(useCase.name.lowercased()): when the screen appears, or on refresh.",
          "func \(useCase.method)() {",
          "  interactor?.\(useCase.method)(request: \(models).Request())",
          "}",
          "",
        ]
        displays += [
          "func display\(useCase.name)(viewModel: \(models).ViewModel) {",
          "  \(useCase.method)ViewModel = viewModel",
          isAsync ? "  failureMessage = nil" : nil,
          "}",
          "",
        ].compactMap { $0 }
        if isAsync {
          requirements.append(
            "func display\(useCase.name)Failure(viewModel: \(models).FailureViewModel)")
          displays += [
            "func display\(useCase.name)Failure(viewModel: \(models).FailureViewModel) {",
            "  failureMessage = viewModel.message",
            "}",
            "",
          ]
        }
      case .validate:
        requirements.append("func display\(useCase.name)(viewModel: \(models).ViewModel)")
        state.append("private(set) var \(useCase.method)ViewModel: \(models).ViewModel?")
        actions += [
          "/// The user's text changed: have it checked.",
          "func \(useCase.method)(text: String) {",
          "  interactor?.\(useCase.method)(request: \(models).Request(text: text))",
          "}",
          "",
        ]
        displays += [
          "func display\(useCase.name)(viewModel: \(models).ViewModel) {",
          "  \(useCase.method)ViewModel = viewModel",
          "}",
          "",
        ]
      }
    }
    if isAsync {
      requirements.append("func displayLoading(isLoading: Bool)")
      state += ["private(set) var isLoading = false", "private(set) var failureMessage: String?"]
      displays += [
        "func displayLoading(isLoading: Bool) {",
        "  self.isLoading = isLoading",
        "}",
        "",
      ]
    }
    actions += [
      "/// The user goes on: the router builds and shows the next scene.",
      "func nextTapped() {",
      "  router?.routeToNext()",
      "}",
    ]
    let body = Self.indent(
      [
        "var interactor: (any \(businessLogic))?",
        "var router: (any \(routingLogic) & \(dataPassing))?",
        "",
        "/// What the screen shows now. A real screen also puts it in its views, in the display",
        "/// methods below.",
      ] + state + [""] + viewDidLoad() + actions + ["", "// MARK: - \(displayLogic)", ""]
        + displays.dropLast(), 1)
    let protocolBlock = """
      /// What the presenter shows through. The presenter holds it weakly: the view owns the scene.
      @MainActor protocol \(displayLogic): AnyObject {
      \(Self.indent(requirements, 1))
      }
      """
    switch spec.ui {
    case .uikit:
      return """
        \(Self.header)
        import Foundation

        #if canImport(UIKit)
          import UIKit

          /// On Apple platforms the scene's view is a UIKit view controller.
          typealias \(name)ViewBase = UIViewController
        #else
          /// Where UIKit does not exist (Linux), the view is a plain object, so the scene builds
          /// and its tests run everywhere.
          @MainActor class \(name)ViewBase {}
        #endif

        \(protocolBlock)

        /// The \(name) screen: sends the user's actions to the interactor, shows view models.
        @MainActor final class \(view): \(name)ViewBase, \(displayLogic) {
        \(body)
        }

        """
    case .plain:
      return """
        \(Self.header)
        import Foundation

        \(protocolBlock)

        /// The \(name) screen: sends the user's actions to the interactor, keeps what it shows.
        @MainActor final class \(view): \(displayLogic) {
        \(body)
        }

        """
    case .swiftui:
      let body = body.replacingOccurrences(
        of: "  var interactor: (any", with: "  @ObservationIgnored var interactor: (any"
      ).replacingOccurrences(
        of: "  var router: (any", with: "  @ObservationIgnored var router: (any")
      let shown =
        fetches.first.map { "store.\($0.method)ViewModel?.rows.joined(separator: \"\\n\") ?? \"\"" }
        ?? "\"\(name)\""
      let onAppear = fetches.first.map { "\n          .task { store.\($0.method)() }" } ?? ""
      return """
        \(Self.header)
        import Foundation
        import Observation

        #if canImport(SwiftUI)
          import SwiftUI
        #endif

        \(protocolBlock)

        /// The \(name) scene's display logic, kept where a SwiftUI view reads it: the presenter
        /// writes view models here, the view shows them and sends the user's actions.
        /// The interactor and router are not observed: the harness and the configurator see
        /// them as plain properties.
        @MainActor @Observable final class \(view): \(displayLogic) {
        \(body)
        }

        #if canImport(SwiftUI)
          /// The screen, reading the store: `\(name)View(store: \(name)Configurator.configure())`.
          struct \(name)View: View {
            @State var store: \(view)

            var body: some View {
              Text(\(shown))\(onAppear)
            }
          }
        #endif

        """
    }
  }

  /// UIKit's `viewDidLoad`, which asks for the first data when the screen loads.
  private func viewDidLoad() -> [String] {
    guard spec.ui == .uikit, let first = fetches.first else { return [] }
    return [
      "#if canImport(UIKit)",
      "  override func viewDidLoad() {",
      "    super.viewDidLoad()",
      "    \(first.method)()",
      "  }",
      "#endif",
      "",
    ]
  }
}
