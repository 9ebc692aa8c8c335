import Testing
import UIKit
import VIPKit

@testable import Login

// The scene is yours to design: these tests drive it only through what the task fixes (the
// screen's initialiser, its fields, button, labels and spinner, the authentication service,
// the navigation controller it is in), never through a type or a property you chose.

/// A navigation controller that records the screens pushed onto it and loads each one's view
/// as it is pushed, as UIKit does for a stack on screen: a pushed screen reads its data store
/// then.
final class NavigationControllerSpy: UINavigationController {
  private(set) var pushed: [UIViewController] = []

  /// The Home screens pushed, in order.
  var pushedHomes: [HomeViewController] { pushed.compactMap { $0 as? HomeViewController } }

  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    pushed.append(viewController)
    super.pushViewController(viewController, animated: animated)
    viewController.loadViewIfNeeded()
  }
}

/// The login screen, made as the app makes it, its view loaded, at the root of a navigation
/// controller.
@MainActor func loginOnAStack(service: some AuthenticationService) -> (
  LoginViewController, NavigationControllerSpy
) {
  let screen = LoginViewController(service: service)
  let navigation = NavigationControllerSpy(rootViewController: screen)
  screen.loadViewIfNeeded()
  return (screen, navigation)
}

/// Types into both fields, as the user does: each edit reports a change.
@MainActor func type(email: String, password: String, into screen: LoginViewController) {
  screen.emailField.text = email
  screen.emailField.sendActions(for: .editingChanged)
  screen.passwordField.text = password
  screen.passwordField.sendActions(for: .editingChanged)
}

/// Types a well-formed email and password, then taps Log in.
@MainActor func logIn(email: String, password: String, on screen: LoginViewController) {
  type(email: email, password: password, into: screen)
  screen.loginButton.sendActions(for: .touchUpInside)
}

/// What a label shows, `nil` when it shows nothing.
@MainActor func shown(_ label: UILabel) -> String? {
  label.text.flatMap { $0.isEmpty ? nil : $0 }
}

/// The scene as the screen sets it up: wired, and gone when it is popped, even while the
/// service is still answering.
@Suite("The Login scene: wiring and memory", .serialized)
@MainActor
struct LoginSceneTests {
  @Test("every link of the cycle is wired, and the scene goes away when it is popped")
  func wiringAndMemory() {
    let findings = assertVIPCycle(LoginViewController(service: AuthenticationServiceSpy()))
    // An empty scene frees its memory trivially: memory is judged once there is a cycle.
    if findings.isEmpty {
      let navigation = UINavigationController(rootViewController: UIViewController())
      assertNoLeaks {
        let screen = LoginViewController(service: AuthenticationServiceSpy())
        navigation.pushViewController(screen, animated: false)
        screen.loadViewIfNeeded()
        navigation.popViewController(animated: false)
        return screen
      }
    }
  }

  @Test("popped while the service is still answering, the scene goes away at once")
  func releasedWhileWaiting() async {
    let service = AuthenticationServiceSpy()
    let answer = HeldAnswer()
    service.logInClosure = { _, _ in await answer.wait() }
    let navigation = UINavigationController(rootViewController: UIViewController())
    var taps = 0
    let findings = await assertNoLeaks(settlingFor: 0.5) {
      let screen = LoginViewController(service: service)
      navigation.pushViewController(screen, animated: false)
      screen.loadViewIfNeeded()
      return screen
    } after: { screen in
      logIn(email: "ada@example.com", password: "correct horse", on: screen)
      taps += 1
      let asked = await service.waitForCall("logIn(email:password:)", count: taps, timeout: 2)
      #expect(asked, "Log in was tapped, and the authentication service was never asked.")
      navigation.popViewController(animated: false)
    }
    // The harness explained what stayed alive; this says why it matters here, once.
    if !findings.isEmpty {
      Issue.record(
        """
        The scene stayed alive after it was popped, while the service was still answering. A \
        login can take seconds or never end; whatever waits for it must hold the interactor only \
        weakly across the `await`, so that popping the screen frees it.
        """)
    }
    answer.giveAll(User(name: "Ada", email: "ada@example.com"))
  }
}

/// The form, checked as the user types.
@Suite("The Login scene: the form")
@MainActor
struct LoginFormTests {
  @Test(
    "each field's problem has its text, and Log in is enabled only without one",
    arguments: [
      ("", "", "Enter your email", "Enter your password"),
      ("ada", "short", "This email is not valid", "At least 8 characters"),
      ("ada@example.com", "", nil, "Enter your password"),
      ("", "correct horse", "Enter your email", nil),
      ("ada@example.com", "1234567", nil, "At least 8 characters"),
      ("ada@example.com", "12345678", nil, nil),
      ("ada@example.com", "correct horse", nil, nil),
    ] as [(String, String, String?, String?)])
  func validation(email: String, password: String, emailError: String?, passwordError: String?) {
    let (screen, _) = loginOnAStack(service: AuthenticationServiceSpy())
    type(email: email, password: password, into: screen)
    #expect(
      shown(screen.emailErrorLabel) == emailError,
      "For the email \"\(email)\" the form should say \(emailError.map { "\"\($0)\"" } ?? "nothing")."
    )
    #expect(
      shown(screen.passwordErrorLabel) == passwordError,
      """
      For a password of \(password.count) characters the form should say \
      \(passwordError.map { "\"\($0)\"" } ?? "nothing").
      """)
    #expect(
      screen.loginButton.isEnabled == (emailError == nil && passwordError == nil),
      "Log in is enabled exactly when neither field has a problem.")
  }

  @Test("a problem fixed is no longer shown, and typing never asks the service")
  func problemsClear() {
    let service = AuthenticationServiceSpy()
    let (screen, _) = loginOnAStack(service: service)
    type(email: "ada", password: "short", into: screen)
    #expect(shown(screen.emailErrorLabel) != nil && !screen.loginButton.isEnabled)
    type(email: "ada@example.com", password: "correct horse", into: screen)
    #expect(
      shown(screen.emailErrorLabel) == nil && shown(screen.passwordErrorLabel) == nil,
      "A problem the user fixed is still shown: each check of the form answers for itself.")
    #expect(screen.loginButton.isEnabled)
    #expect(!service.logInCalled, "Checking the form is a rule of the app, not a login.")
  }
}

/// Logging in, from the tap to Home.
@Suite("The Login scene: logging in")
@MainActor
struct LoginFlowTests {
  let ada = User(name: "Ada", email: "ada@example.com")

  @Test("a user logs in: loading at once, a welcome, loading ends, Home with the user")
  func success() async throws {
    let service = AuthenticationServiceSpy()
    service.logInReturnValue = ada
    let (screen, navigation) = loginOnAStack(service: service)

    logIn(email: "ada@example.com", password: "correct horse", on: screen)
    #expect(
      screen.loadingIndicator.isAnimating, "Loading shows at once, before the service answers.")
    let pushed = await settled { !navigation.pushedHomes.isEmpty }
    #expect(
      pushed,
      """
      After a successful login Home was never shown. Home needs the user, and the router \
      reads it from the interactor's data store when it is asked to go there: the data store \
      must hold the user before the interactor presents the success.
      """)
    #expect(
      service.logInReceivedArguments?.email == "ada@example.com"
        && service.logInReceivedArguments?.password == "correct horse",
      "The service must get what the user typed.")
    #expect(
      await settled { !screen.loadingIndicator.isAnimating }, "Loading never ended after the login."
    )
    #expect(shown(screen.messageLabel) == "Welcome, Ada!")
    let home = try #require(navigation.topViewController as? HomeViewController)
    #expect(home.user == ada, "Home gets the user through the data stores.")
    #expect(
      !pushed || home.nameLabel.text == ada.name,
      """
      Home was pushed before its data store held the user: its view loaded as it was pushed \
      (UIKit loads a screen as it shows it), read an empty data store, and greets nobody. \
      Pass the data, then navigate.
      """)
  }

  @Test(
    "a refused login: its message, loading ends, and the user stays here",
    arguments: [
      (LoginError.wrongCredentials, "Wrong email or password"),
      (.network, "No connection. Try again."),
    ])
  func failure(error: LoginError, message: String) async {
    let service = AuthenticationServiceSpy()
    service.logInThrowableError = error
    let (screen, navigation) = loginOnAStack(service: service)

    logIn(email: "ada@example.com", password: "not the password", on: screen)
    #expect(
      screen.loadingIndicator.isAnimating, "Loading shows at once, before the service answers.")
    #expect(
      await settled { !screen.loadingIndicator.isAnimating },
      """
      Loading never ended after a failed login: the spinner turns forever and the user cannot \
      try again. Loading ends on every path, the failures too.
      """)
    #expect(shown(screen.messageLabel) == message)
    #expect(navigation.pushedHomes.isEmpty, "A refused login must not go to Home.")
  }
}

/// The user came back from Home and logs in again, wrongly this time.
@Suite("The Login scene: logging in again")
@MainActor
struct LoginAgainTests {
  @Test("back from Home, a refused login stays here: Home is not shown a second time")
  func refusedAfterSuccess() async {
    let service = AuthenticationServiceSpy()
    service.logInReturnValue = User(name: "Ada", email: "ada@example.com")
    let (screen, navigation) = loginOnAStack(service: service)
    logIn(email: "ada@example.com", password: "correct horse", on: screen)
    #expect(
      await settled { !navigation.pushedHomes.isEmpty }, "The first login never showed Home.")
    navigation.popToRootViewController(animated: false)

    service.logInThrowableError = .wrongCredentials
    logIn(email: "bob@example.com", password: "wrong password", on: screen)
    #expect(await service.waitForCall("logIn(email:password:)", count: 2, timeout: 2))
    #expect(
      await settled {
        shown(screen.messageLabel) == "Wrong email or password"
          && !screen.loadingIndicator.isAnimating
      })
    #expect(
      navigation.pushedHomes.count == 1,
      """
      A refused login showed Home again, with the user of the login before. Whether to go to \
      Home is decided by this login's result, not by what the data store still holds.
      """)
  }
}

/// Waits (suspended, so the scene's tasks run) until `condition` holds, up to `seconds`.
@MainActor func settled(within seconds: Double = 2, _ condition: () -> Bool) async -> Bool {
  var slices = Int(seconds / 0.01)
  while !condition(), slices > 0 {
    try? await Task.sleep(nanoseconds: 10_000_000)
    slices -= 1
  }
  return condition()
}

/// The service's answers held back until the test gives them, so the scene's work sits at
/// its `await` for as long as the test needs.
@MainActor final class HeldAnswer {
  private var waiting: [CheckedContinuation<User, Never>] = []

  func wait() async -> User {
    await withCheckedContinuation { waiting.append($0) }
  }

  func giveAll(_ user: User) {
    for continuation in waiting { continuation.resume(returning: user) }
    waiting = []
  }
}
