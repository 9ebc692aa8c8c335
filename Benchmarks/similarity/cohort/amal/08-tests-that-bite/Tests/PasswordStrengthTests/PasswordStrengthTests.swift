import Testing

@testable import PasswordStrength

/// The interactor scores, the presenter words the score. Each test picks the input where a
/// small mistake in the code would give a different answer.
@Suite("Password strength")
@MainActor
struct PasswordStrengthTests {
  // MARK: - Interactor

  @Test("a long password with digits and mixed case scores 4")
  func strongPassword() {
    let presenter = evaluate("Correct-Horse-42")
    #expect(presenter.presentStrengthReceivedArguments?.score == 4)
  }

  @Test("an empty password scores nothing")
  func emptyPassword() {
    let presenter = evaluate("")
    #expect(presenter.presentStrengthReceivedArguments?.score == 0)
  }

  @Test(
    "8 characters score a point for length, 7 do not",
    arguments: [("aaaaaaa", 0), ("aaaaaaaa", 1), ("aaaaaaaaa", 1)])
  func firstLengthBoundary(password: String, expected: Int) {
    let presenter = evaluate(password)
    #expect(
      presenter.presentStrengthReceivedArguments?.score == expected,
      "\(password.count) lowercase letters should score \(expected).")
  }

  @Test(
    "12 characters score a second point for length, 11 do not",
    arguments: [("aaaaaaaaaaa", 1), ("aaaaaaaaaaaa", 2), ("aaaaaaaaaaaaa", 2)])
  func secondLengthBoundary(password: String, expected: Int) {
    let presenter = evaluate(password)
    #expect(
      presenter.presentStrengthReceivedArguments?.score == expected,
      "\(password.count) lowercase letters should score \(expected).")
  }

  @Test(
    "a digit scores a point, even in a short password",
    arguments: [("7", 1), ("ab3", 1), ("abc", 0)])
  func digit(password: String, expected: Int) {
    let presenter = evaluate(password)
    #expect(presenter.presentStrengthReceivedArguments?.score == expected)
  }

  @Test(
    "upper- and lowercase together score a point, one of them alone does not",
    arguments: [("aB", 1), ("ab", 0), ("AB", 0)])
  func mixedCase(password: String, expected: Int) {
    let presenter = evaluate(password)
    #expect(presenter.presentStrengthReceivedArguments?.score == expected)
  }

  @Test("the points add up: long, with a digit, but one case only scores 3")
  func pointsAddUp() {
    let presenter = evaluate("abcdefghijk1")
    #expect(presenter.presentStrengthReceivedArguments?.score == 3)
  }

  @Test("the score is out of 4, and presented once")
  func maximumAndOneCall() {
    let presenter = evaluate("abc")
    #expect(PasswordStrengthInteractor.maximumScore == 4)
    #expect(presenter.presentStrengthReceivedArguments?.maximum == 4)
    #expect(presenter.presentStrengthCallsCount == 1)
  }

  // MARK: - Presenter

  @Test(
    "the score reads Weak up to 1, Medium for 2 and 3, Strong for 4",
    arguments: [(0, "Weak"), (1, "Weak"), (2, "Medium"), (3, "Medium"), (4, "Strong")])
  func label(score: Int, expected: String) {
    let view = present(score: score, maximum: 4)
    #expect(view.displayStrengthReceivedViewModel?.label == expected)
  }

  @Test(
    "the bar is filled by score out of maximum",
    arguments: [(0, 4, 0.0), (1, 4, 0.25), (3, 4, 0.75), (4, 4, 1.0), (1, 2, 0.5)])
  func progress(score: Int, maximum: Int, expected: Double) {
    let view = present(score: score, maximum: maximum)
    #expect(view.displayStrengthReceivedViewModel?.progress == expected)
  }

  @Test(
    "a password is acceptable from a score of 2",
    arguments: [(0, false), (1, false), (2, true), (3, true), (4, true)])
  func acceptable(score: Int, expected: Bool) {
    let view = present(score: score, maximum: 4)
    #expect(view.displayStrengthReceivedViewModel?.isAcceptable == expected)
  }

  @Test("the view is asked to display once per score")
  func displaysOnce() {
    let view = present(score: 2, maximum: 4)
    #expect(view.displayStrengthCallsCount == 1)
  }

  @Test("the presenter does not keep its view alive")
  func weakView() {
    let presenter = PasswordStrengthPresenter()
    weak var gone: PasswordStrengthDisplayLogicSpy?
    do {
      let view = PasswordStrengthDisplayLogicSpy()
      presenter.viewController = view
      gone = view
    }
    #expect(gone == nil)
  }

  // MARK: - The whole cycle

  @Test("a short password with a digit and mixed case ends on the screen as Medium, acceptable")
  func interactorToView() {
    let interactor = PasswordStrengthInteractor()
    let presenter = PasswordStrengthPresenter()
    let view = PasswordStrengthDisplayLogicSpy()
    interactor.presenter = presenter
    presenter.viewController = view
    interactor.evaluate(request: .init(password: "Abcdef1"))
    #expect(
      view.displayStrengthReceivedViewModel
        == PasswordStrengthScene.Evaluate.ViewModel(
          label: "Medium", progress: 0.5, isAcceptable: true))
  }

  // MARK: - Helpers

  private func evaluate(_ password: String) -> PasswordStrengthPresentationLogicSpy {
    let interactor = PasswordStrengthInteractor()
    let presenter = PasswordStrengthPresentationLogicSpy()
    interactor.presenter = presenter
    interactor.evaluate(request: .init(password: password))
    return presenter
  }

  private func present(score: Int, maximum: Int) -> PasswordStrengthDisplayLogicSpy {
    let presenter = PasswordStrengthPresenter()
    let view = PasswordStrengthDisplayLogicSpy()
    presenter.viewController = view
    presenter.presentStrength(score: score, maximum: maximum)
    return view
  }
}
