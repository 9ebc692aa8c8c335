/// The scene's tests, written once as steps and rendered for Swift Testing or XCTest: an
/// interactor test and a presenter test per use case (with spies), and a scene test of the
/// wiring, the memory and both back-references.
extension SceneTemplate {
  /// One step of a test.
  enum Step {
    case code(String)
    case equal(String, String)
    case isTrue(String)
    /// An `async` condition, awaited.
    case awaits(String)
  }

  /// One test: its sentence, its function name, and its steps.
  struct TestCase {
    var title: String
    var function: String
    var isAsync = false
    var steps: [Step]
  }

  func interactorTests() -> String {
    let prelude: [Step] =
      [
        .code("let interactor = \(name)Interactor()"),
        .code("let presenter = \(presentationLogic)Spy()"),
        .code("let worker = \(workerLogic)Spy()"),
      ] + (hasStore ? [.code("let store = \(storeLogic)Spy()")] : []) + [
        .code("interactor.presenter = presenter"),
        .code("interactor.worker = worker"),
      ] + (hasStore ? [.code("interactor.store = store")] : [])
    var tests: [TestCase] = []
    for useCase in useCases {
      let models = "\(name).\(useCase.name)"
      switch useCase.kind {
      case .validate:
        tests.append(
          TestCase(
            title: "\(useCase.method): the worker checks the text, the errors are presented",
            function: useCase.method,
            steps: prelude + [
              .code("worker.check\(useCase.name)ReturnValue = [\"Too short.\"]"),
              .code("interactor.\(useCase.method)(request: \(models).Request(text: \"ab\"))"),
              .equal("worker.check\(useCase.name)ReceivedText", "\"ab\""),
              .equal(
                "presenter.present\(useCase.name)ReceivedResponse",
                "\(models).Response(errors: [\"Too short.\"])"),
              .equal("interactor.text", "\"ab\""),
            ]))
      case .fetch where !isAsync:
        tests.append(
          TestCase(
            title: "\(useCase.method): the worker's items are kept and presented",
            function: useCase.method,
            steps: prelude + [
              .code("worker.read\(useCase.name)ReturnValue = [\"First\", \"Second\"]"),
              .code("interactor.\(useCase.method)(request: \(models).Request())"),
              .equal(
                "presenter.present\(useCase.name)ReceivedResponse",
                "\(models).Response(items: [\"First\", \"Second\"])"),
              .equal("interactor.items", "[\"First\", \"Second\"]"),
            ]))
      case .fetch:
        tests += asyncTests(useCase, prelude: prelude)
      }
    }
    return render(
      tests, suite: "\(name)Interactor", type: "\(name)InteractorTests",
      about: "The interactor alone, with spies for its presenter and worker\(hasStore ? "s" : "").",
      extra: isAsync ? testError : "")
  }

  /// Loading shown, the answer presented, loading ended; the failure path; and, with a second
  /// source, what was kept shown when the network fails.
  private func asyncTests(_ useCase: UseCase, prelude: [Step]) -> [TestCase] {
    let models = "\(name).\(useCase.name)"
    let loading = "\"presentLoading(isLoading:)\""
    let waited = Step.awaits(
      "presenter.waitForCall(\(loading), count: 2, timeout: 2)")
    var success: [Step] =
      prelude + [
        .code("worker.fetch\(useCase.name)ReturnValue = [\"First\", \"Second\"]"),
        .code("interactor.\(useCase.method)(request: \(models).Request())"),
        .equal("presenter.presentLoadingReceivedInvocations", "[true]"),
        waited,
        .equal(
          "presenter.recordedCalls",
          "[\(loading), \"present\(useCase.name)(response:)\", \(loading)]"),
        .equal("presenter.presentLoadingReceivedInvocations", "[true, false]"),
        .equal(
          "presenter.present\(useCase.name)ReceivedResponse",
          "\(models).Response(items: [\"First\", \"Second\"])"),
        .equal("interactor.items", "[\"First\", \"Second\"]"),
      ]
    if hasStore {
      success.append(.equal("store.save\(useCase.name)ReceivedItems", "[\"First\", \"Second\"]"))
    }
    var tests = [
      TestCase(
        title: "\(useCase.method): loading, then the worker's items, then loading ends",
        function: useCase.method, isAsync: true, steps: success),
      TestCase(
        title: "\(useCase.method): the worker's failure is presented, and loading still ends",
        function: "\(useCase.method)Failure", isAsync: true,
        steps: prelude + [
          .code("worker.fetch\(useCase.name)ThrowableError = \(name)TestError.offline")
        ] + (hasStore ? [.code("store.read\(useCase.name)ReturnValue = []")] : []) + [
          .code("interactor.\(useCase.method)(request: \(models).Request())"),
          waited,
          .equal(
            "presenter.recordedCalls",
            "[\(loading), \"present\(useCase.name)Failure(response:)\", \(loading)]"),
          .equal(
            "presenter.present\(useCase.name)FailureReceivedResponse",
            "\(models).Failure(message: \"offline\")"),
        ]),
      TestCase(
        title: "\(useCase.method): the waiting task does not keep the interactor alive",
        function: "\(useCase.method)HoldsNothing", isAsync: true,
        steps: [
          .code("let worker = \(workerLogic)Spy()"),
          .code("worker.fetch\(useCase.name)ReturnValue = []"),
          .code("weak var released: \(name)Interactor?"),
          .code("do {"),
          .code("  let interactor = \(name)Interactor()"),
          .code("  interactor.worker = worker"),
          .code("  interactor.\(useCase.method)(request: \(models).Request())"),
          .code("  released = interactor"),
          .code("}"),
          .isTrue("released == nil"),
        ]),
    ]
    if hasStore {
      tests.append(
        TestCase(
          title: "\(useCase.method): offline, what was kept last time is presented",
          function: "\(useCase.method)Offline", isAsync: true,
          steps: prelude + [
            .code("worker.fetch\(useCase.name)ThrowableError = \(name)TestError.offline"),
            .code("store.read\(useCase.name)ReturnValue = [\"Kept\"]"),
            .code("interactor.\(useCase.method)(request: \(models).Request())"),
            waited,
            .equal(
              "presenter.recordedCalls",
              "[\(loading), \"present\(useCase.name)(response:)\", \(loading)]"),
            .equal(
              "presenter.present\(useCase.name)ReceivedResponse",
              "\(models).Response(items: [\"Kept\"])"),
            .equal("interactor.items", "[\"Kept\"]"),
          ]))
    }
    return tests
  }

  /// The error the worker spy throws in failure tests.
  private var testError: String {
    """

    /// What the worker spy throws: it prints as "offline".
    enum \(name)TestError: Error, CustomStringConvertible {
      case offline

      var description: String { "offline" }
    }

    """
  }

  func presenterTests() -> String {
    let prelude: [Step] = [
      .code("let presenter = \(name)Presenter()"),
      .code("let view = \(displayLogic)Spy()"),
      .code("presenter.viewController = view"),
    ]
    var tests: [TestCase] = []
    for useCase in useCases {
      let models = "\(name).\(useCase.name)"
      switch useCase.kind {
      case .fetch:
        tests += [
          TestCase(
            title: "\(useCase.method): the items become rows", function: "\(useCase.method)Rows",
            steps: prelude + [
              .code(
                "presenter.present\(useCase.name)(response: \(models).Response(items: [\"First\", \"Second\"]))"
              ),
              .equal(
                "view.display\(useCase.name)ReceivedViewModel",
                "\(models).ViewModel(rows: [\"First\", \"Second\"], emptyText: nil)"),
            ]),
          TestCase(
            title: "\(useCase.method): with nothing to show, the screen says so",
            function: "\(useCase.method)Empty",
            steps: prelude + [
              .code("presenter.present\(useCase.name)(response: \(models).Response(items: []))"),
              .equal(
                "view.display\(useCase.name)ReceivedViewModel",
                "\(models).ViewModel(rows: [], emptyText: \"Nothing to show yet.\")"),
            ]),
        ]
        if isAsync {
          tests.append(
            TestCase(
              title: "\(useCase.method): a failure is shown with its reason",
              function: "\(useCase.method)Failure",
              steps: prelude + [
                .code(
                  "presenter.present\(useCase.name)Failure(response: \(models).Failure(message: \"offline\"))"
                ),
                .equal(
                  "view.display\(useCase.name)FailureReceivedViewModel",
                  "\(models).FailureViewModel(message: \"Could not load: offline\")"),
              ]))
        }
      case .validate:
        tests += [
          TestCase(
            title: "\(useCase.method): errors are shown one a line, and the form is not valid",
            function: "\(useCase.method)Errors",
            steps: prelude + [
              .code(
                "presenter.present\(useCase.name)(response: \(models).Response(errors: [\"Too short.\", \"No digit.\"]))"
              ),
              .equal(
                "view.display\(useCase.name)ReceivedViewModel",
                "\(models).ViewModel(errorText: \"Too short.\\nNo digit.\", isValid: false)"),
            ]),
          TestCase(
            title: "\(useCase.method): no error, no text, and the form is valid",
            function: "\(useCase.method)Valid",
            steps: prelude + [
              .code("presenter.present\(useCase.name)(response: \(models).Response(errors: []))"),
              .equal(
                "view.display\(useCase.name)ReceivedViewModel",
                "\(models).ViewModel(errorText: nil, isValid: true)"),
            ]),
        ]
      }
    }
    if isAsync {
      tests.append(
        TestCase(
          title: "loading is passed on as it comes", function: "loading",
          steps: prelude + [
            .code("presenter.presentLoading(isLoading: true)"),
            .code("presenter.presentLoading(isLoading: false)"),
            .equal("view.displayLoadingReceivedInvocations", "[true, false]"),
          ]))
    }
    tests.append(
      TestCase(
        title: "the presenter holds its view weakly", function: "weakView",
        steps: [
          .code(
            "assertWeak(\\\(name)Presenter.viewController, of: \(name)Presenter()) { \(displayLogic)Spy() }"
          )
        ]))
    return render(
      tests, suite: "\(name)Presenter", type: "\(name)PresenterTests",
      about: "The presenter alone, with a spy for its view: responses in, view models out.",
      importsHarness: true)
  }

  func sceneTests() -> String {
    let action: String
    let called: String
    if let first = useCases.first {
      action =
        first.kind == .fetch
        ? "viewController.\(first.method)()" : "viewController.\(first.method)(text: \"ab\")"
      called = "interactor.\(first.method)Called"
    } else {
      action = "viewController.nextTapped()"
      called = "true"
    }
    let tests = [
      TestCase(
        title: "every link of the VIP cycle is wired", function: "wiring",
        steps: [.code("assertVIPCycle(\(name)Configurator.configure())")]),
      TestCase(
        title: "the scene goes away when it is closed: no retain cycle", function: "memory",
        steps: [.code("assertNoLeaks { \(name)Configurator.configure() }")]),
      TestCase(
        title: "the router holds the view weakly", function: "routerHoldsTheViewWeakly",
        steps: [
          .code("assertWeak(\\\(name)Router.viewController, of: \(name)Router()) { \(view)() }")
        ]),
      TestCase(
        title: "the view sends the user's action to the interactor", function: "viewForwards",
        steps: [
          .code("let viewController = \(view)()"),
          .code("let interactor = \(businessLogic)Spy()"),
          .code("viewController.interactor = interactor"),
          .code(action),
          .isTrue(called),
        ]),
    ]
    return render(
      tests, suite: "\(name) scene", type: "\(name)SceneTests",
      about: "The scene as the configurator builds it: wired, and freed when it closes.",
      importsHarness: true)
  }

  // MARK: - Rendering

  /// A test file for the scene's testing framework.
  private func render(
    _ tests: [TestCase], suite: String, type: String, about: String, extra: String = "",
    importsHarness: Bool = false
  ) -> String {
    let harness = importsHarness ? "import VIPKit\n" : ""
    switch spec.testing {
    case .swiftTesting:
      let bodies = tests.map { test in
        Self.indent(
          [
            "@Test(\(Self.quoted(test.title)))",
            "func \(test.function)()\(test.isAsync ? " async" : "") {",
          ] + test.steps.flatMap(swiftTesting).map { "  " + $0 } + ["}"], 1)
      }
      return """
        \(Self.header)
        import Testing
        \(harness)
        @testable import \(spec.module)

        /// \(about)
        @Suite(\(Self.quoted(suite)))
        @MainActor
        struct \(type) {
        \(bodies.joined(separator: "\n\n"))
        }
        \(extra)
        """
    case .xctest:
      let bodies = tests.map { test in
        // XCTest on Linux runs a `@MainActor` test method only when it is `async`.
        Self.indent(
          [
            "/// \(test.title.prefix(1).uppercased() + test.title.dropFirst()).",
            "@MainActor func test\(test.function.prefix(1).uppercased() + test.function.dropFirst())() async {",
          ] + test.steps.flatMap(xctest).map { "  " + $0 } + ["}"], 1)
      }
      return """
        \(Self.header)
        import XCTest
        \(harness)
        @testable import \(spec.module)

        /// \(about)
        final class \(type): XCTestCase {
        \(bodies.joined(separator: "\n\n"))
        }
        \(extra)
        """
    }
  }

  private func swiftTesting(_ step: Step) -> [String] {
    switch step {
    case .code(let line): [line]
    case .equal(let lhs, let rhs): ["#expect(\(lhs) == \(rhs))"]
    case .isTrue(let condition): ["#expect(\(condition))"]
    case .awaits(let condition): ["#expect(await \(condition))"]
    }
  }

  private func xctest(_ step: Step) -> [String] {
    switch step {
    case .code(let line): [line]
    case .equal(let lhs, let rhs): ["XCTAssertEqual(\(lhs), \(rhs))"]
    case .isTrue(let condition): ["XCTAssertTrue(\(condition))"]
    case .awaits(let condition): ["let done = await \(condition)", "XCTAssertTrue(done)"]
    }
  }
}
