/// The interactor: the business logic. It asks its workers, keeps what the router passes on
/// in its data store, and sends responses to the presenter; it never formats.
extension SceneTemplate {
  func interactor() -> String {
    var requirements: [String] = []
    var methods: [String] = []
    for useCase in useCases {
      let models = "\(name).\(useCase.name)"
      requirements.append("func \(useCase.method)(request: \(models).Request)")
      switch useCase.kind {
      case .validate:
        methods += [
          "func \(useCase.method)(request: \(models).Request) {",
          "  let errors = worker?.check\(useCase.name)(request.text) ?? []",
          "  text = request.text",
          "  presenter?.present\(useCase.name)(response: \(models).Response(errors: errors))",
          "}",
          "",
        ]
      case .fetch where !isAsync:
        methods += [
          "func \(useCase.method)(request: \(models).Request) {",
          "  let items = worker?.read\(useCase.name)() ?? []",
          "  self.items = items",
          "  presenter?.present\(useCase.name)(response: \(models).Response(items: items))",
          "}",
          "",
        ]
      case .fetch:
        methods += asyncFetch(useCase)
      }
    }
    var stored: [String] = []
    var storeRequirements: [String] = []
    if !fetches.isEmpty {
      stored.append("private(set) var items: [String] = []")
      storeRequirements.append("var items: [String] { get }")
    }
    if !validations.isEmpty {
      stored.append("private(set) var text = \"\"")
      storeRequirements.append("var text: String { get }")
    }
    let workers =
      ["var worker: (any \(workerLogic))?"] + (hasStore ? ["var store: (any \(storeLogic))?"] : [])
    return """
      \(Self.header)
      import Foundation

      /// What the view asks of the scene.
      @MainActor protocol \(businessLogic): AnyObject {
      \(Self.indent(requirements, 1))
      }

      /// What the interactor keeps for the router to pass to the next scene.
      @MainActor protocol \(dataStore): AnyObject {
      \(Self.indent(storeRequirements, 1))
      }

      /// The \(name) scene's business logic: asks the worker\(hasStore ? "s" : ""), keeps the result, presents it.
      @MainActor final class \(name)Interactor: \(businessLogic), \(dataStore) {
        var presenter: (any \(presentationLogic))?
      \(Self.indent(workers + stored, 1))

      \(Self.indent(Array(methods.dropLast()), 1))
      }

      """
  }

  /// A use case whose worker answers later: loading shown at once, the answer (or the failure)
  /// presented, loading ended in every path; the task holds the interactor weakly.
  private func asyncFetch(_ useCase: UseCase) -> [String] {
    let models = "\(name).\(useCase.name)"
    var lines = [
      "func \(useCase.method)(request: \(models).Request) {",
      "  presenter?.presentLoading(isLoading: true)",
      "  Task { [weak self] in",
      "    await self?.finish\(useCase.name)()",
      "  }",
      "}",
      "",
      "/// Waits for the worker, then presents its answer or its failure, and ends the loading.",
      "private func finish\(useCase.name)() async {",
      "  do {",
      "    let items = try await worker?.fetch\(useCase.name)() ?? []",
    ]
    if hasStore { lines.append("    store?.save\(useCase.name)(items)") }
    lines += [
      "    self.items = items",
      "    presenter?.present\(useCase.name)(response: \(models).Response(items: items))",
      "  } catch {",
    ]
    if hasStore {
      lines += [
        "    // Offline: what was kept last time, if anything.",
        "    let kept = store?.read\(useCase.name)() ?? []",
        "    if kept.isEmpty {",
        "      presenter?.present\(useCase.name)Failure(",
        "        response: \(models).Failure(message: String(describing: error)))",
        "    } else {",
        "      items = kept",
        "      presenter?.present\(useCase.name)(response: \(models).Response(items: kept))",
        "    }",
      ]
    } else {
      lines += [
        "    presenter?.present\(useCase.name)Failure(",
        "      response: \(models).Failure(message: String(describing: error)))",
      ]
    }
    lines += [
      "  }",
      "  presenter?.presentLoading(isLoading: false)",
      "}",
      "",
    ]
    return lines
  }
}
