import Testing

@testable import PasswordStrength

/// The interactor's rules and the presenter's formatting, each checked at its edges: the
/// inputs just inside and just outside every rule.
@Suite("Password strength")
@MainActor
struct PasswordStrengthTests {
  // MARK: - Interactor

  @Test("a long password with digits and mixed case scores 4")
  func strongPassword() {
    let presenter = evaluate("Correct-Horse-42")
    #expect(presenter.presentStrengthReceivedArguments?.score == 4)
  }

  @Test(
    "length scores a point at 8 characters and another at 12",
    arguments: [
      ("", 0),
      ("aaaaaaa", 0),
      ("aaaaaaaa", 1),
      ("aaaaaaaaaaa", 1),
      ("aaaaaaaaaaaa", 2),
      ("aaaaaaaaaaaaaaaa", 2),
    ])
  func lengthBoundaries(password: String, expected: Int) {
    let presenter = evaluate(password)
    #expect(
      presenter.presentStrengthReceivedArguments?.score == expected,
      "\(password.count) lowercase letters should score \(expected).")
  }

  @Test(
    "a digit scores a point on its own",
    arguments: [
      ("a", 0),
      ("1", 1),
      ("a7", 1),
    ])
  func digit(password: String, expected: Int) {
    let presenter = evaluate(password)
    #expect(presenter.presentStrengthReceivedArguments?.score == expected)
  }

  @Test(
    "mixed case needs both an uppercase and a lowercase letter",
    arguments: [
      ("ab", 0),
      ("AB", 0),
      ("aB", 1),
      ("Ab", 1),
    ])
  func mixedCase(password: String, expected: Int) {
    let presenter = evaluate(password)
    #expect(
      presenter.presentStrengthReceivedArguments?.score == expected,
      "Only uppercase or only lowercase is not mixed case.")
  }

  @Test(
    "the points add up",
    arguments: [
      ("abcdefg1", 2),
      ("abcdefgH", 2),
      ("abcdefghijk1", 3),
      ("Abcdefghijk1", 4),
      ("Ab1", 2),
    ])
  func pointsAddUp(password: String, expected: Int) {
    let presenter = evaluate(password)
    #expect(presenter.presentStrengthReceivedArguments?.score == expected)
  }

  @Test("the score is presented once, out of a maximum of 4")
  func presentsOnceWithMaximum() {
    let presenter = evaluate("abc")
    #expect(presenter.presentStrengthCallsCount == 1)
    #expect(presenter.presentStrengthReceivedArguments?.maximum == 4)
    #expect(PasswordStrengthInteractor.maximumScore == 4)
  }

  @Test("every evaluation is presented")
  func everyEvaluationIsPresented() {
    let interactor = PasswordStrengthInteractor()
    let presenter = PasswordStrengthPresentationLogicSpy()
    interactor.presenter = presenter
    interactor.evaluate(request: .init(password: "aaaaaaaa"))
    interactor.evaluate(request: .init(password: "Correct-Horse-42"))
    #expect(presenter.presentStrengthCallsCount == 2)
    #expect(presenter.presentStrengthReceivedInvocations.map(\.score) == [1, 4])
  }

  // MARK: - Presenter

  @Test("a score of 4 reads Strong")
  func strongLabel() {
    let view = present(score: 4)
    #expect(view.displayStrengthReceivedViewModel?.label == "Strong")
  }

  @Test(
    "the label follows the score",
    arguments: [
      (0, "Weak"),
      (1, "Weak"),
      (2, "Medium"),
      (3, "Medium"),
      (4, "Strong"),
    ])
  func label(score: Int, expected: String) {
    let view = present(score: score)
    #expect(view.displayStrengthReceivedViewModel?.label == expected)
  }

  @Test(
    "the bar is filled by the share of the maximum",
    arguments: [
      (0, 0.0),
      (1, 0.25),
      (2, 0.5),
      (3, 0.75),
      (4, 1.0),
    ])
  func progress(score: Int, expected: Double) {
    let view = present(score: score)
    #expect(view.displayStrengthReceivedViewModel?.progress == expected)
  }

  @Test("the bar uses the maximum it is given")
  func progressUsesMaximum() {
    let view = present(score: 1, maximum: 2)
    #expect(view.displayStrengthReceivedViewModel?.progress == 0.5)
  }

  @Test(
    "a password is acceptable from a score of 2",
    arguments: [
      (0, false),
      (1, false),
      (2, true),
      (3, true),
      (4, true),
    ])
  func acceptable(score: Int, expected: Bool) {
    let view = present(score: score)
    #expect(view.displayStrengthReceivedViewModel?.isAcceptable == expected)
  }

  @Test("the whole view model for a medium score")
  func wholeViewModel() {
    let view = present(score: 2)
    #expect(
      view.displayStrengthReceivedViewModel
        == PasswordStrengthScene.Evaluate.ViewModel(
          label: "Medium", progress: 0.5, isAcceptable: true))
    #expect(view.displayStrengthCallsCount == 1)
  }

  @Test("the presenter holds its view weakly")
  func weakView() {
    let presenter = PasswordStrengthPresenter()
    do {
      let view = PasswordStrengthDisplayLogicSpy()
      presenter.viewController = view
      #expect(presenter.viewController != nil)
    }
    #expect(presenter.viewController == nil)
  }

  // MARK: - Fixtures

  private func evaluate(_ password: String) -> PasswordStrengthPresentationLogicSpy {
    let interactor = PasswordStrengthInteractor()
    let presenter = PasswordStrengthPresentationLogicSpy()
    interactor.presenter = presenter
    interactor.evaluate(request: .init(password: password))
    return presenter
  }

  private func present(score: Int, maximum: Int = 4) -> PasswordStrengthDisplayLogicSpy {
    let presenter = PasswordStrengthPresenter()
    let view = PasswordStrengthDisplayLogicSpy()
    presenter.viewController = view
    presenter.presentStrength(score: score, maximum: maximum)
    return view
  }
}
