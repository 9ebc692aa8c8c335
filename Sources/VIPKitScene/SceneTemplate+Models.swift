/// The models: one enum per use case, with its `Request`, `Response` and `ViewModel`.
extension SceneTemplate {
  func models() -> String {
    var blocks: [String] = []
    for useCase in useCases {
      switch useCase.kind {
      case .fetch:
        var lines = [
          "/// \(useCase.name): the items the worker gives, shown as rows.",
          "enum \(useCase.name) {",
          "  struct Request: Sendable, Equatable {}",
          "",
          "  struct Response: Sendable, Equatable {",
          "    var items: [String]",
          "  }",
          "",
          "  struct ViewModel: Sendable, Equatable {",
          "    var rows: [String]",
          "    /// What the screen says when there is nothing to show.",
          "    var emptyText: String?",
          "  }",
        ]
        if isAsync {
          lines += [
            "",
            "  /// Why the items could not be had.",
            "  struct Failure: Sendable, Equatable {",
            "    var message: String",
            "  }",
            "",
            "  struct FailureViewModel: Sendable, Equatable {",
            "    var message: String",
            "  }",
          ]
        }
        blocks.append(Self.indent(lines + ["}"], 1))
      case .validate:
        blocks.append(
          Self.indent(
            [
              "/// \(useCase.name): the user's text, checked; what is wrong with it, if anything.",
              "enum \(useCase.name) {",
              "  struct Request: Sendable, Equatable {",
              "    var text: String",
              "  }",
              "",
              "  struct Response: Sendable, Equatable {",
              "    var errors: [String]",
              "  }",
              "",
              "  struct ViewModel: Sendable, Equatable {",
              "    var errorText: String?",
              "    /// Whether the screen may go on (its button enabled).",
              "    var isValid: Bool",
              "  }",
              "}",
            ], 1))
      }
    }
    return """
      \(Self.header)
      \(answersLine)

      /// The \(name) scene's models, one enum per use case: what the view asks (`Request`), what
      /// the interactor answers (`Response`), what the presenter shows (`ViewModel`).
      enum \(name) {
      \(blocks.joined(separator: "\n\n"))
      }

      """
  }

  /// The answers the scene was written with, for `vipkit scene add-use-case` to read back.
  var answersLine: String {
    "// vipkit scene: data=\(spec.data.rawValue) navigation=\(spec.navigation.rawValue) "
      + "ui=\(spec.ui.rawValue) testing=\(spec.testing.rawValue) module=\(spec.module)"
  }
}
