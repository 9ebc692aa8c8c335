/// What a scene is to be: its name, its use cases, and the three answers of the VIP
/// template's interview (purpose, data, navigation) that shape the worker, the models and
/// the router.
package struct SceneSpec: Sendable, Equatable {
  /// What the screen is for.
  package enum Purpose: String, Sendable, CaseIterable {
    case display, form, hub, flow

    /// As the summary says it: "a form-input scene".
    var phrase: String {
      switch self {
      case .display: "display-data"
      case .form: "form-input"
      case .hub: "navigation-hub"
      case .flow: "action-flow"
      }
    }

    /// The use cases a scene of this purpose starts with.
    var defaultUseCases: [String] {
      switch self {
      case .display: ["Load"]
      case .form: ["Validate", "Submit"]
      case .hub: ["Load"]
      case .flow: ["Start", "Advance"]
      }
    }
  }

  /// Where its data comes from.
  package enum Data: String, Sendable, CaseIterable {
    case api, local, input, multiple

    var phrase: String {
      switch self {
      case .api: "API data"
      case .local: "local data"
      case .input: "user input only"
      case .multiple: "data from several sources"
      }
    }
  }

  /// How it leaves for the next scene.
  package enum Navigation: String, Sendable, CaseIterable {
    case push, modal
    case replaceRoot = "replace-root"
    case tab

    var phrase: String {
      switch self {
      case .push: "push navigation"
      case .modal: "modal navigation"
      case .replaceRoot: "root replacement"
      case .tab: "tab navigation"
      }
    }
  }

  /// What the view is built with.
  package enum UI: String, Sendable, CaseIterable {
    case uikit, swiftui, plain
  }

  /// Which framework the generated tests use.
  package enum Testing: String, Sendable, CaseIterable {
    case swiftTesting = "swift-testing"
    case xctest
  }

  package var name: String
  package var module: String
  package var useCases: [String]
  package var purpose: Purpose = .display
  package var data: Data = .api
  package var navigation: Navigation = .push
  package var ui: UI = .uikit
  package var testing: Testing = .swiftTesting

  package init(name: String, module: String, useCases: [String] = []) {
    self.name = name
    self.module = module
    self.useCases = useCases
  }

  /// The use cases to write: those given, else the purpose's.
  package var resolvedUseCases: [String] {
    useCases.isEmpty ? purpose.defaultUseCases : useCases
  }

  /// "Creating a form-input scene with API data and push navigation".
  package var summary: String {
    "Creating a \(purpose.phrase) scene with \(data.phrase) and \(navigation.phrase): \(name) "
      + "(use cases \(resolvedUseCases.joined(separator: ", ")); \(ui.rawValue) view, "
      + "\(testing == .xctest ? "XCTest" : "Swift Testing") tests)"
  }

  /// Whether the worker reads asynchronously, so the interactor shows loading and failure.
  var isAsync: Bool { data == .api || data == .multiple }
}
