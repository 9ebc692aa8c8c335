/// The workers: the side effects (network, storage, checks), behind protocols so that the
/// interactor is tested with spies.
extension SceneTemplate {
  func worker() -> String {
    var requirements: [String] = []
    var methods: [String] = []
    for useCase in useCases {
      switch useCase.kind {
      case .fetch where isAsync:
        requirements.append("func fetch\(useCase.name)() async throws -> [String]")
        methods += [
          "/// Replace with the real request (URLSession, your API client).",
          "func fetch\(useCase.name)() async throws -> [String] {",
          "  []",
          "}",
          "",
        ]
      case .fetch:
        requirements.append("func read\(useCase.name)() -> [String]")
        methods += [
          "/// Replace with the real read (a file, UserDefaults, a database).",
          "func read\(useCase.name)() -> [String] {",
          "  []",
          "}",
          "",
        ]
      case .validate:
        requirements.append("func check\(useCase.name)(_ text: String) -> [String]")
        methods += [
          "/// What is wrong with the user's text: one message per problem, none when it is fine.",
          "func check\(useCase.name)(_ text: String) -> [String] {",
          "  text.isEmpty ? [\"This field is required.\"] : []",
          "}",
          "",
        ]
      }
    }
    var text = """
      \(Self.header)
      import Foundation

      /// The \(name) scene's side effects.
      @MainActor protocol \(workerLogic): AnyObject {
      \(Self.indent(requirements, 1))
      }

      /// Does the work the interactor asks for, and answers it; it knows nothing of the screen.
      @MainActor final class \(name)Worker: \(workerLogic) {
      \(Self.indent(Array(methods.dropLast()), 1))
      }

      """
    if hasStore {
      let store = fetches.flatMap { useCase in
        [
          "func read\(useCase.name)() -> [String] {",
          "  kept[\"\(useCase.name)\"] ?? []",
          "}",
          "",
          "func save\(useCase.name)(_ items: [String]) {",
          "  kept[\"\(useCase.name)\"] = items",
          "}",
          "",
        ]
      }
      let storeRequirements = fetches.flatMap { useCase in
        ["func read\(useCase.name)() -> [String]", "func save\(useCase.name)(_ items: [String])"]
      }
      text += """

        /// The second source: what was fetched last, for when the network fails.
        @MainActor protocol \(storeLogic): AnyObject {
        \(Self.indent(storeRequirements, 1))
        }

        /// Keeps the last items in memory; replace with a file or a database.
        @MainActor final class \(name)StoreWorker: \(storeLogic) {
          private var kept: [String: [String]] = [:]

        \(Self.indent(Array(store.dropLast()), 1))
        }

        """
    }
    return text
  }
}
