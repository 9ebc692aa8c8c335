import Testing
import VIPKit

@testable import Login

// The scene is yours to design: these tests drive it only through what the task fixes (the
// configurator, the screen's two actions and five properties, the authentication service and
// the navigator), never through a type or a property you chose.

/// The scene as the configurator builds it: wired, and gone when it is closed, even while the
/// service is still answering.
@Suite("The Login scene: wiring and memory", .serialized)
@MainActor
struct LoginSceneTests {
  @Test("every link of the cycle is wired, and the scene goes away when it is closed")
  func wiringAndMemory() {
    let findings = assertVIPCycle(LoginConfigurator.configure(service: AuthenticationServiceSpy()))
    // An empty scene frees its memory trivially: memory is judged once there is a cycle.
    if findings.isEmpty {
      assertNoLeaks { LoginConfigurator.configure(service: AuthenticationServiceSpy()) }
    }
  }

  @Test("closed while the service is still answering, the scene goes away at once")
  func releasedWhileWaiting() async {
    let service = AuthenticationServiceSpy()
    let answer = HeldAnswer()
    service.logInClosure = { _, _ in await answer.wait() }
    var taps = 0
    let findings = await assertNoLeaks(settlingFor: 0.5) {
      LoginConfigurator.configure(service: service)
    } after: { scene in
      scene.loginTapped(email: "ada@example.com", password: "correct horse")
      taps += 1
      let asked = await service.waitForCall("logIn(email:password:)", count: taps, timeout: 2)
      #expect(asked, "Log in was tapped, and the authentication service was never asked.")
    }
    // The harness explained what stayed alive; this says why it matters here, once.
    if !findings.isEmpty {
      Issue.record(
        """
        The scene stayed alive after it was closed, while the service was still answering. A \
        login can take seconds or never end; whatever waits for it must hold the interactor only \
        weakly across the `await`, so that closing the screen frees it.
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
    let screen = LoginConfigurator.configure(service: AuthenticationServiceSpy())
    screen.fieldsChanged(email: email, password: password)
    #expect(
      screen.emailError == emailError,
      "For the email \"\(email)\" the form should say \(emailError.map { "\"\($0)\"" } ?? "nothing")."
    )
    #expect(
      screen.passwordError == passwordError,
      """
      For a password of \(password.count) characters the form should say \
      \(passwordError.map { "\"\($0)\"" } ?? "nothing").
      """)
    #expect(
      screen.isLoginEnabled == (emailError == nil && passwordError == nil),
      "Log in is enabled exactly when neither field has a problem.")
  }

  @Test("a problem fixed is no longer shown, and typing never asks the service")
  func problemsClear() {
    let service = AuthenticationServiceSpy()
    let screen = LoginConfigurator.configure(service: service)
    screen.fieldsChanged(email: "ada", password: "short")
    #expect(screen.emailError != nil && !screen.isLoginEnabled)
    screen.fieldsChanged(email: "ada@example.com", password: "correct horse")
    #expect(
      screen.emailError == nil && screen.passwordError == nil,
      "A problem the user fixed is still shown: each check of the form answers for itself.")
    #expect(screen.isLoginEnabled)
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
    let navigator = NavigatorSpy()
    let screen = LoginConfigurator.configure(service: service)
    screen.navigator = navigator
    var userWhenShown: User?
    navigator.pushClosure = { userWhenShown = ($0 as? HomeViewController)?.user }

    screen.loginTapped(email: "ada@example.com", password: "correct horse")
    #expect(screen.isLoading, "Loading shows at once, before the service answers.")
    let shown = await navigator.waitForCall("push(_:)", timeout: 2)
    #expect(
      shown,
      """
      After a successful login Home was never shown. Home needs the user, and the router \
      reads it from the interactor's data store when it is asked to go there: the data store \
      must hold the user before the interactor presents the success.
      """)
    #expect(
      service.logInReceivedArguments?.email == "ada@example.com"
        && service.logInReceivedArguments?.password == "correct horse",
      "The service must get what the user typed.")
    #expect(await settled { !screen.isLoading }, "Loading never ended after the login.")
    #expect(screen.message == "Welcome, Ada!")
    let home = try #require(navigator.pushReceivedScreen as? HomeViewController)
    #expect(home.user == ada, "Home gets the user through the data stores.")
    #expect(
      !shown || userWhenShown == ada,
      """
      Home was shown before its data store held the user: pass the data, then navigate. A \
      screen on the navigation stack may load and display at any moment, and it reads its \
      data store then.
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
    let navigator = NavigatorSpy()
    let screen = LoginConfigurator.configure(service: service)
    screen.navigator = navigator

    screen.loginTapped(email: "ada@example.com", password: "not the password")
    #expect(screen.isLoading, "Loading shows at once, before the service answers.")
    #expect(
      await settled { !screen.isLoading },
      """
      Loading never ended after a failed login: the spinner turns forever and the user cannot \
      try again. Loading ends on every path, the failures too.
      """)
    #expect(screen.message == message)
    #expect(!navigator.pushCalled, "A refused login must not go to Home.")
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
    let navigator = NavigatorSpy()
    let screen = LoginConfigurator.configure(service: service)
    screen.navigator = navigator
    screen.loginTapped(email: "ada@example.com", password: "correct horse")
    #expect(
      await navigator.waitForCall("push(_:)", timeout: 2), "The first login never showed Home.")

    service.logInThrowableError = .wrongCredentials
    screen.loginTapped(email: "bob@example.com", password: "wrong password")
    #expect(await service.waitForCall("logIn(email:password:)", count: 2, timeout: 2))
    #expect(await settled { screen.message == "Wrong email or password" && !screen.isLoading })
    #expect(
      navigator.pushReceivedInvocations.count == 1,
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
