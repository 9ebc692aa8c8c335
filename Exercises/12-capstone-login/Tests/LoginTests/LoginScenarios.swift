import Testing
import UIKit
import VIPKit
import VIPKitScenarios

@testable import Login

/// The login screen on the whole of its domain: anything typed in either field (empty,
/// blank, without an `@`, one character short, in other scripts), edits after a problem
/// shows, Log in tapped and answered with a user, a refusal or no connection, Home and back
/// to log in again, and the screen popped while the service is still answering. The service
/// answers only when a step says so. What is seen is only what the README fixes: the texts,
/// the button, the spinner, the screen on top (and whom Home greets), what the service is
/// asked, and whether the popped scene is freed, whatever its design.
@Suite("Login scenarios")
@MainActor
struct LoginScenarioTests {
  @Test("the login screen takes every recorded scenario as the exercise does")
  func recordedScenarios() async {
    await Scenarios.check(LoginScenarios.self)
  }
}

/// An authentication service that holds each answer until the scenario releases it (the
/// kit's `HeldAnswers`: a released answer reaches its question before the scenario goes on).
@MainActor final class HeldAuthenticationService: AuthenticationService {
  let answers = HeldAnswers<Result<User, LoginError>>()
  var asked: [String] = []

  func logIn(email: String, password: String) async throws(LoginError) -> User {
    asked.append("to log in «\(email)» with «\(password)»")
    return try await answers.answer().get()
  }
}

/// A navigation controller on screen: a screen pushed onto it loads its view as it is
/// pushed, as UIKit's does (so Home reads its data store then, not later).
final class OnScreenNavigationController: UINavigationController {
  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    super.pushViewController(viewController, animated: animated)
    viewController.loadViewIfNeeded()
  }
}

/// The login screen pushed onto a navigation stack (as an app shows it), and its service.
@MainActor final class LoginRig {
  let service = HeldAuthenticationService()
  let navigation = OnScreenNavigationController(rootViewController: UIViewController())
  weak var screen: LoginViewController?
  var memory: SceneMemory?

  init() {
    let screen = LoginViewController(service: service)
    navigation.pushViewController(screen, animated: false)
    screen.loadViewIfNeeded()
    self.screen = screen
  }
}

@MainActor enum LoginScenarios: ScenarioModel {
  enum Answer: Codable, Sendable, Equatable {
    case user(name: String)
    case refused
    case offline
  }

  enum Step: Codable, Sendable, Equatable {
    /// The user types in the email field: it now holds `text`.
    case email(String)
    /// The user types in the password field: it now holds `text`.
    case password(String)
    /// The user taps Log in (when it is enabled, and no login is under way).
    case logIn
    /// The service answers the login that waits.
    case answer(Answer)
    /// The user taps Back: the screen on top goes.
    case back
  }

  static var steps: Gen<[Step]> {
    // Each field's edges as often as the rest of its domain: empty, blank, just short of
    // the rule, spaces around a good value.
    let email = Gen<String>.oneOf([
      .element(of: ["ada@example.com", "", " ", "ada", "a@b", " ada@example.com", "\t"]),
      .text, Gen<String>.word.map { "\($0)@example.com" },
    ]).map { Step.email($0) }
    let password = Gen<String>.oneOf([
      .element(of: ["correct horse", "", "1234567", "12345678", "short", "        "]), .text,
    ]).map { Step.password($0) }
    let answer = Gen<Answer>.oneOf([
      Gen<String>.oneOf([.element(of: ["Ada", "Grace"]), .text]).map { Answer.user(name: $0) },
      .always(.refused), .always(.offline),
    ]).map { Step.answer($0) }
    // Moments a user has: a well-formed login answered, or left while it waits; an edit, a
    // tap, a step back.
    let fill: [Step] = [.email("ada@example.com"), .password("correct horse"), .logIn]
    let moment = Gen<[Step]>.oneOf([
      answer.map { fill + [$0] }, .always(fill + [.back]),
      email.map { [$0] }, password.map { [$0] }, email.and(password).map { [$0.0, $0.1] },
      .always([.logIn]), answer.map { [$0] }, .always([.back]),
    ])
    return moment.list(1...4).map { $0.flatMap { $0 } }
  }

  static func makeRig() -> LoginRig { LoginRig() }

  static func perform(_ step: Step, on rig: LoginRig) async -> [Fact] {
    let askedBefore = rig.service.asked.count
    let onTop = rig.screen.map { rig.navigation.topViewController === $0 } ?? false
    switch step {
    case .email(let text), .password(let text):
      guard onTop, let screen = rig.screen else {
        return [Fact("the login screen", "is not on top")]
      }
      let field: UITextField
      if case .email = step { field = screen.emailField } else { field = screen.passwordField }
      field.text = text
      field.sendActions(for: .editingChanged)
    case .logIn:
      guard onTop, let screen = rig.screen else {
        return [Fact("the login screen", "is not on top")]
      }
      // A user cannot tap a disabled button; what a second tap while a login is under way
      // does is the design's to decide, so the scenarios never take it.
      if screen.loginButton.isEnabled, rig.service.answers.waiting.isEmpty {
        screen.loginButton.sendActions(for: .touchUpInside)
      }
    case .answer(let answer):
      guard !rig.service.answers.waiting.isEmpty else {
        return [Fact("the service", "has no login waiting")]
      }
      switch answer {
      case .user(let name):
        rig.service.answers.release(with: .success(User(name: name, email: "ada@example.com")))
      case .refused: rig.service.answers.release(with: .failure(.wrongCredentials))
      case .offline: rig.service.answers.release(with: .failure(.network))
      }
    case .back:
      guard rig.navigation.viewControllers.count > 1 else {
        return [Fact("the screen on top", "has no Back button: it is the first")]
      }
      if onTop, let screen = rig.screen {
        rig.memory = SceneMemory(of: screen, except: [rig.service])
      }
      _ = rig.navigation.popViewController(animated: false)
    }
    await Scenarios.settle()
    rig.navigation.topViewController?.loadViewIfNeeded()
    var facts: [Fact] = []
    if let screen = rig.screen {
      facts += [
        Fact("the email's problem", shown(screen.emailErrorLabel)),
        Fact("the password's problem", shown(screen.passwordErrorLabel)),
        Fact("Log in", screen.loginButton.isEnabled ? "is enabled" : "is disabled"),
        Fact("the spinner", screen.loadingIndicator.isAnimating ? "turns" : "is still"),
        Fact("the message", shown(screen.messageLabel)),
      ]
    }
    facts.append(Fact("the screen on top", name(of: rig.navigation.topViewController, in: rig)))
    facts += rig.service.asked.dropFirst(askedBefore).map { Fact("the service is asked", $0) }
    if let memory = rig.memory {
      // While the service still answers, the worker that waits for it may live on; the
      // rest of the scene may not, and nothing once the answer is in.
      let alive = memory.survivors(except: rig.service.answers.waiting.isEmpty ? [] : [.worker])
      facts.append(
        Fact(
          "the popped login scene",
          alive.isEmpty ? "is freed" : "keeps alive: " + alive.joined(separator: ", ")))
    }
    return facts
  }

  static func shown(_ label: UILabel) -> String {
    guard let text = label.text, !text.isEmpty else { return "(nothing)" }
    return text
  }

  static func name(of screen: UIViewController?, in rig: LoginRig) -> String {
    switch screen {
    case let screen? where screen === rig.screen: "Login"
    case let home as HomeViewController: "Home, greeting «\(home.nameLabel.text ?? "")»"
    default: "the screen before the login"
    }
  }

  static func describe(_ step: Step) -> String {
    switch step {
    case .email(let text): "The user types «\(text)» as the email."
    case .password(let text): "The user types «\(text)» as the password."
    case .logIn: "The user taps Log in."
    case .answer(.user(let name)): "The service logs the user in as «\(name)»."
    case .answer(.refused): "The service refuses the login: wrong email or password."
    case .answer(.offline): "The service cannot be reached: no connection."
    case .back: "The user taps Back."
    }
  }

  static func reason(for subject: String) -> String {
    switch subject {
    case "the email's problem", "the password's problem":
      "each field shows its problem as the user types, judged on the text exactly as typed (spaces are characters, an email needs an @, a password 8 characters as Swift counts them): «Enter your email», «This email is not valid», «Enter your password», «At least 8 characters», and nothing once it has none (the README's «What the user sees and does»); the rules judge what the user typed, not a cleaned-up guess of it: a field of spaces is not empty (the README's «Beyond the examples»)"
    case "Log in":
      "Log in is enabled only when neither field has a problem (the README's «What the user sees and does»)"
    case "the spinner":
      "the spinner turns at once on Log in and stops when the service answers, on every path (the README's «What the user sees and does»)"
    case "the message":
      "once the service answers, the message reads «Welcome, <name>!», «Wrong email or password» or «No connection. Try again.» (the README's «What the user sees and does»)"
    case "the screen on top":
      "on success Home is pushed, already holding the user it greets, and only then; Back returns to the login screen, which can log in again (the README's «What the user sees and does», decision 5)"
    case "the service is asked":
      "Log in asks the service once, with the email and the password as typed; typing never asks it"
    case "the popped login scene":
      "popping the screen frees the whole scene, even while the service is still answering: whatever waits holds the interactor only weakly (decision 6)"
    default:
      "that is what the README asks for"
    }
  }
}
