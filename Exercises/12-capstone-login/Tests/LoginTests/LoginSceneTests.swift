import Testing
import VIPKit

@testable import Login

/// The whole scene, as the configurator builds it.
@Suite("The Login scene")
@MainActor
struct LoginSceneTests {
  @Test("every link is wired, and the scene goes away when closed")
  func wiringAndMemory() {
    assertVIPCycle(LoginConfigurator.configure())
    assertNoLeaks { LoginConfigurator.configure() }
  }

  @Test("a user signs in: errors while typing, then loading, welcome, and Home with the user")
  func endToEnd() async throws {
    let viewController = LoginConfigurator.configure()
    let navigator = NavigatorSpy()
    viewController.navigator = navigator

    viewController.fieldsChanged(email: "ada", password: "short")
    #expect(viewController.emailError == "This email is not valid")
    #expect(viewController.passwordError == "At least 8 characters")
    #expect(!viewController.isLoginEnabled)

    viewController.fieldsChanged(email: "ada@example.com", password: "correct horse")
    #expect(viewController.isLoginEnabled, "With no problem, the Log in button is enabled.")

    viewController.loginTapped(email: "ada@example.com", password: "correct horse")
    #expect(viewController.isLoading, "Loading shows at once, before the service answers.")
    let shown = await navigator.waitForCall("push(_:)", timeout: 2)
    #expect(shown, "After a successful login the router shows Home.")
    #expect(viewController.message == "Welcome, Ada!")
    #expect(!viewController.isLoading, "Loading ends when the service answers.")
    let home = try #require(navigator.pushReceivedScreen as? HomeViewController)
    #expect(
      home.user == User(name: "Ada", email: "ada@example.com"),
      "Home gets the user through the data stores.")
  }
}

@Suite("LoginInteractor")
@MainActor
struct LoginInteractorTests {
  let interactor = LoginInteractor()
  let presenter = LoginPresentationLogicSpy()
  let worker = LoginWorkerLogicSpy()

  init() {
    interactor.presenter = presenter
    interactor.worker = worker
  }

  @Test("validation forwards the worker's problems")
  func validate() {
    worker.validateReturnValue = [.email: .invalid]
    interactor.validate(request: .init(email: "ada", password: "correct horse"))
    #expect(worker.validateReceivedArguments?.email == "ada")
    #expect(worker.validateReceivedArguments?.password == "correct horse")
    #expect(presenter.presentValidationReceivedResponse == .init(problems: [.email: .invalid]))
  }

  @Test("success: loading, the user, loading ends; the user is kept for Home")
  func success() async {
    let ada = User(name: "Ada", email: "ada@example.com")
    worker.loginReturnValue = ada
    var userWhenPresented: User?
    presenter.presentAuthenticationClosure = { [interactor] _ in
      userWhenPresented = interactor.user
    }
    interactor.authenticate(request: .init(email: "ada@example.com", password: "correct horse"))

    #expect(presenter.presentLoadingReceivedInvocations == [true], "Present loading at once.")
    #expect(
      await presenter.waitForCall("presentLoading(isLoading:)", count: 2, timeout: 1),
      "Loading never ended.")
    #expect(
      presenter.recordedCalls
        == [
          "presentLoading(isLoading:)", "presentAuthentication(response:)",
          "presentLoading(isLoading:)",
        ])
    #expect(presenter.presentLoadingReceivedInvocations == [true, false])
    #expect(presenter.presentAuthenticationReceivedResponse == .init(result: .success(ada)))
    #expect(worker.loginReceivedArguments?.password == "correct horse")
    #expect(interactor.user == ada, "Keep the user in the data store for the router.")
    #expect(
      userWhenPresented == ada,
      """
      When the success was presented, the data store did not hold the user yet. Presenting it \
      is what makes the view route to Home, and the router reads the user from the data store \
      right then: the data store must be filled before the interactor presents.
      """)
  }

  @Test("the interactor is not kept alive while the service is still answering")
  func releasedWhileWaiting() async {
    let answer = HeldAnswer()
    weak var released: LoginInteractor?
    do {
      let shortLived = LoginInteractor()
      shortLived.presenter = presenter
      shortLived.worker = worker
      worker.loginClosure = { _, _ in await answer.wait() }
      shortLived.authenticate(request: .init(email: "ada@example.com", password: "correct horse"))
      released = shortLived
      let asked = await worker.waitForCall("login(email:password:)", timeout: 1)
      #expect(asked, "The worker was never asked to log in.")
    }
    #expect(
      released == nil,
      """
      The interactor is still alive after the scene let it go: its task holds it strongly \
      while the login service answers, which can take seconds or never happen. The task must \
      hold the interactor only weakly while it waits.
      """)
    answer.give(User(name: "Ada", email: "ada@example.com"))
  }

  @Test("failure: the error is presented, loading still ends, no user is kept")
  func failure() async {
    worker.loginThrowableError = .wrongCredentials
    interactor.authenticate(request: .init(email: "ada@example.com", password: "wrong"))

    #expect(
      await presenter.waitForCall("presentLoading(isLoading:)", count: 2, timeout: 1),
      "Loading never ended after a failure.")
    #expect(
      presenter.presentAuthenticationReceivedResponse == .init(result: .failure(.wrongCredentials)))
    #expect(presenter.presentLoadingReceivedInvocations == [true, false])
    #expect(interactor.user == nil)
  }
}

@Suite("LoginPresenter")
@MainActor
struct LoginPresenterTests {
  let presenter = LoginPresenter()
  let view = LoginDisplayLogicSpy()

  init() {
    presenter.viewController = view
  }

  @Test(
    "each validation problem has its text; no problem enables the button",
    arguments: [
      ([LoginField: ValidationProblem](), nil, nil, true),
      ([.email: .missing], "Enter your email", nil, false),
      ([.email: .invalid], "This email is not valid", nil, false),
      ([.password: .missing], nil, "Enter your password", false),
      ([.password: .invalid], nil, "At least 8 characters", false),
    ])
  func validation(
    problems: [LoginField: ValidationProblem], emailError: String?, passwordError: String?,
    isValid: Bool
  ) {
    presenter.presentValidation(response: .init(problems: problems))
    #expect(
      view.displayValidationReceivedViewModel
        == .init(emailError: emailError, passwordError: passwordError, isValid: isValid))
  }

  @Test(
    "authentication reads as a welcome or an error",
    arguments: [
      (Result<User, LoginError>.success(User(name: "Ada", email: "a@b.c")), "Welcome, Ada!", true),
      (.failure(.wrongCredentials), "Wrong email or password", false),
      (.failure(.network), "No connection. Try again.", false),
    ])
  func authentication(result: Result<User, LoginError>, message: String, succeeded: Bool) {
    presenter.presentAuthentication(response: .init(result: result))
    #expect(
      view.displayAuthenticationReceivedViewModel == .init(message: message, succeeded: succeeded))
  }

  @Test("loading is passed on as is")
  func loading() {
    presenter.presentLoading(isLoading: true)
    presenter.presentLoading(isLoading: false)
    #expect(view.displayLoadingReceivedInvocations == [true, false])
  }

  @Test("the presenter holds the view weakly")
  func weakView() {
    assertWeak(\LoginPresenter.viewController, of: LoginPresenter()) { LoginDisplayLogicSpy() }
  }
}

@Suite("LoginRouter")
@MainActor
struct LoginRouterTests {
  @Test("routing shows Home with the data store's user; with no user, nothing")
  func routing() {
    let router = LoginRouter()
    let viewController = LoginViewController()
    let navigator = NavigatorSpy()
    let store = LoginDataStoreSpy()
    viewController.navigator = navigator
    router.viewController = viewController
    router.dataStore = store

    router.routeToHome()
    #expect(!navigator.pushCalled, "No signed-in user: stay here.")

    store.user = User(name: "Ada", email: "ada@example.com")
    var userWhenShown: User?
    navigator.pushClosure = { screen in userWhenShown = (screen as? HomeViewController)?.user }
    router.routeToHome()
    #expect((navigator.pushReceivedScreen as? HomeViewController)?.user?.name == "Ada")
    #expect(
      userWhenShown?.name == "Ada",
      """
      Home was shown before its data store held the user: pass the data, then navigate. A \
      screen on the navigation stack may load and display at any moment, and it reads its \
      data store then.
      """)
  }
}

/// The login service's answer held back until the test gives it, so the interactor's task
/// sits at its `await` for as long as the test needs.
@MainActor final class HeldAnswer {
  private var waiting: CheckedContinuation<User, Never>?

  func wait() async -> User {
    await withCheckedContinuation { waiting = $0 }
  }

  func give(_ user: User) {
    waiting?.resume(returning: user)
    waiting = nil
  }
}
