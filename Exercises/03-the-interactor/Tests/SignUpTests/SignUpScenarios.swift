import VIPKitScenarios
import XCTest

@testable import SignUp

/// The interactor on the whole of its domain: emails with and without an `@` (one that only
/// looks like one included), passwords around the length rule in other scripts and with
/// emoji, terms ticked or not, the service creating or refusing, several submits on one
/// scene, and the scene let go at the end. What is seen is only what the README fixes: what
/// the worker is asked, what the presenter is told, what the data store keeps, and what is
/// freed.
@preconcurrency @MainActor
final class SignUpScenarioTests: XCTestCase {
  func testEveryRecordedScenarioGoesAsTheExerciseSays() async {
    await Scenarios.check(SignUpScenarios.self)
  }
}

/// The interactor with spies around it, and what they heard, in order.
@MainActor final class SignUpRig {
  var interactor: SignUpInteractor?
  weak var presenter: SignUpPresentationLogicSpy?
  weak var worker: SignUpWorkerLogicSpy?
  weak var freed: SignUpInteractor?
  var heard: [String] = []
  var asked: [String] = []
  var nextAnswer: SignUpScenarios.Answer = .creates
  var created = 0
}

@MainActor enum SignUpScenarios: ScenarioModel {
  /// What the service answers the next time it is asked.
  enum Answer: Codable, Sendable, Equatable {
    case creates
    case refuses
  }

  enum Step: Codable, Sendable, Equatable {
    case submit(email: String, password: String, termsAccepted: Bool, service: Answer)
    case leave
  }

  static var steps: Gen<[Step]> {
    let email = Gen<String>.oneOf([
      Gen<String>.word.and(.word).map { "\($0.0)@\($0.1).com" },
      .text,
      .element(of: ["@", "ada@", "@example.com", "ada＠example.com", "a@b@c", " ada@example.com "]),
    ])
    let ascii = ["a", "B", "7", "x", " ", "!"]
    let other = ["é", "e\u{301}", "👍🏽", "🇫🇷", "日", "ß", "a"]
    let password = Gen<String>.oneOf([
      .string(of: ascii, count: 7...9), .string(of: other, count: 5...11), .always(""),
      .string(of: ascii, count: 0...12),
    ])
    let submit = email.and(password).and(Gen<Bool>.bool).and(
      Gen<Answer>.element(of: [.creates, .refuses])
    ).map { first, service in
      let ((email, password), terms) = first
      return Step.submit(
        email: email, password: password, termsAccepted: !terms, service: service)
    }
    return submit.list(1...3).and(Gen<Bool>.bool).map { submits, leaves in
      submits + (leaves ? [.leave] : [])
    }
  }

  static func makeRig() -> SignUpRig {
    let rig = SignUpRig()
    let interactor = SignUpInteractor()
    let presenter = SignUpPresentationLogicSpy()
    let worker = SignUpWorkerLogicSpy()
    presenter.presentValidationErrorsClosure = { [unowned rig] errors in
      rig.heard.append("the rules broken: " + (errors.map(words).joined(separator: ", ")))
    }
    presenter.presentAccountCreatedClosure = { [unowned rig] account in
      rig.heard.append("an account created: #\(account.id) for «\(account.email)»")
    }
    presenter.presentFailureClosure = { [unowned rig] error in
      rig.heard.append("a failure: " + words(error))
    }
    worker.createAccountClosure = { [unowned rig] email, password throws(SignUpError) in
      rig.asked.append("create an account for «\(email)» with the password «\(password)»")
      if rig.nextAnswer == .refuses { throw SignUpError.emailTaken }
      rig.created += 1
      return Account(id: 100 + rig.created, email: email)
    }
    interactor.presenter = presenter
    interactor.worker = worker
    rig.interactor = interactor
    rig.presenter = presenter
    rig.worker = worker
    rig.freed = interactor
    return rig
  }

  static func perform(_ step: Step, on rig: SignUpRig) async -> [Fact] {
    switch step {
    case .submit(let email, let password, let terms, let service):
      rig.heard = []
      rig.asked = []
      rig.nextAnswer = service
      guard let interactor = rig.interactor else { return [] }
      interactor.submit(
        request: SignUp.Submit.Request(email: email, password: password, termsAccepted: terms))
      let account = interactor.account.map { "#\($0.id) for «\($0.email)»" } ?? "no account"
      return rig.asked.map { Fact("the service is asked to", $0) }
        + rig.heard.map { Fact("the presenter is told", $0) }
        + [Fact("the data store keeps", account)]
    case .leave:
      rig.interactor = nil
      return [
        Fact("the interactor", rig.freed == nil ? "is freed" : "is still alive"),
        Fact("its presenter", rig.presenter == nil ? "is freed" : "is still alive"),
        Fact("its worker", rig.worker == nil ? "is freed" : "is still alive"),
      ]
    }
  }

  static func words(_ error: SignUpError) -> String {
    switch error {
    case .invalidEmail: "the email has no @"
    case .passwordTooShort: "the password is too short"
    case .termsNotAccepted: "the terms are not accepted"
    case .emailTaken: "the email is taken"
    }
  }

  static func describe(_ step: Step) -> String {
    switch step {
    case .submit(let email, let password, let terms, let service):
      let ticked = terms ? "ticks the terms" : "leaves the terms unticked"
      let answer =
        service == .creates
        ? "the service would create the account" : "the service would refuse it: the email is taken"
      return
        "The user submits the email «\(email)» and the password «\(password)» (\(password.count) characters) and \(ticked); \(answer)."
    case .leave:
      return "The user leaves the screen: the scene lets the interactor go."
    }
  }

  static func reason(for subject: String) -> String {
    switch subject {
    case "the service is asked to":
      "the worker is asked only when no rule is broken, with the email and password as typed, once a submit (the README's task, steps 2 and 3)"
    case "the presenter is told":
      "every broken rule is presented at once, in the rules' order (an @ in the email, at least 8 characters as a person counts them, the terms), and the service's refusal is a failure, not a broken rule"
    case "the data store keeps":
      "the account created is kept in the data store, and stays there when a later submit fails"
    default:
      "the interactor owns its worker and its presenter: they go away with it, and not before"
    }
  }
}
