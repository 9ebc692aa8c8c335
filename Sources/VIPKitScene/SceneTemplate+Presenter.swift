/// The presenter: turns each response into a view model (text, flags) and hands it to the
/// view, which it holds weakly. No decisions, no state.
extension SceneTemplate {
  func presenter() -> String {
    var requirements: [String] = []
    var methods: [String] = []
    for useCase in useCases {
      let models = "\(name).\(useCase.name)"
      requirements.append("func present\(useCase.name)(response: \(models).Response)")
      switch useCase.kind {
      case .fetch:
        methods += [
          "func present\(useCase.name)(response: \(models).Response) {",
          "  viewController?.display\(useCase.name)(",
          "    viewModel: \(models).ViewModel(",
          "      rows: response.items,",
          "      emptyText: response.items.isEmpty ? \"Nothing to show yet.\" : nil))",
          "}",
          "",
        ]
        if isAsync {
          requirements.append("func present\(useCase.name)Failure(response: \(models).Failure)")
          methods += [
            "func present\(useCase.name)Failure(response: \(models).Failure) {",
            "  viewController?.display\(useCase.name)Failure(",
            "    viewModel: \(models).FailureViewModel(",
            "      message: \"Could not load: \\(response.message)\"))",
            "}",
            "",
          ]
        }
      case .validate:
        methods += [
          "func present\(useCase.name)(response: \(models).Response) {",
          "  viewController?.display\(useCase.name)(",
          "    viewModel: \(models).ViewModel(",
          "      errorText: response.errors.isEmpty ? nil : response.errors.joined(separator: \"\\n\"),",
          "      isValid: response.errors.isEmpty))",
          "}",
          "",
        ]
      }
    }
    if isAsync {
      requirements.append("func presentLoading(isLoading: Bool)")
      methods += [
        "func presentLoading(isLoading: Bool) {",
        "  viewController?.displayLoading(isLoading: isLoading)",
        "}",
        "",
      ]
    }
    return """
      \(Self.header)
      import Foundation

      /// What the interactor answers through.
      @MainActor protocol \(presentationLogic): AnyObject {
      \(Self.indent(requirements, 1))
      }

      /// The \(name) scene's formatting: responses in, view models out.
      @MainActor final class \(name)Presenter: \(presentationLogic) {
        weak var viewController: (any \(displayLogic))?

      \(Self.indent(Array(methods.dropLast()), 1))
      }

      """
  }
}
