import Testing
import VIPKit

@testable import PasswordStrength

/// The interactor's score and the presenter's wording, each checked at the edges of its rules.
@Suite("Password strength")
@MainActor
struct PasswordStrengthTests {
  // MARK: - Interactor: the score

  @Test("a long password with digits and mixed case scores 4")
  func strongPassword() {
    let presenter: PasswordStrengthPresentationLogicSpy = evaluate("Correct-Horse-42")
    #expect(presenter.presentStrengthReceivedArguments?.score == 4)
  }

  @Test(
    "length scores a point at 8 characters and another at 12",
    arguments: [
      ("", 0, "An empty password scores nothing."),
      ("aaaaaaa", 0, "7 characters are one short of the first length point."),
      ("aaaaaaaa", 1, "Exactly 8 characters earn the first length point."),
      ("aaaaaaaaaaa", 1, "11 characters are one short of the second length point."),
      ("aaaaaaaaaaaa", 2, "Exactly 12 characters earn both length points."),
    ])
  func lengthPoints(password: String, expected: Int, why: Comment) {
    let presenter: PasswordStrengthPresentationLogicSpy = evaluate(password)
    #expect(presenter.presentStrengthReceivedArguments?.score == expected, why)
  }

  @Test(
    "a digit scores a point, and so does having both cases",
    arguments: [
      ("1", 1, "A digit alone is worth one point."),
      ("a1", 1, "A digit with lowercase only is still one point."),
      ("aB", 1, "Upper- and lowercase together are worth one point."),
      ("AB", 0, "Uppercase without lowercase earns no case point."),
      ("ab", 0, "Lowercase without uppercase earns no case point."),
      ("A1", 1, "A digit and uppercase only: the case point needs lowercase too."),
      ("aB1", 2, "A digit and both cases: two points."),
    ])
  func characterPoints(password: String, expected: Int, why: Comment) {
    let presenter: PasswordStrengthPresentationLogicSpy = evaluate(password)
    #expect(presenter.presentStrengthReceivedArguments?.score == expected, why)
  }

  @Test("eight digits score for length and for the digit")
  func digitsAndLength() {
    let presenter: PasswordStrengthPresentationLogicSpy = evaluate("12345678")
    #expect(presenter.presentStrengthReceivedArguments?.score == 2)
  }

  @Test("the score is out of 4, presented once per evaluation")
  func maximumAndCallCount() {
    let presenter: PasswordStrengthPresentationLogicSpy = evaluate("abc")
    #expect(presenter.presentStrengthCallsCount == 1)
    #expect(presenter.presentStrengthReceivedArguments?.maximum == 4)
    #expect(PasswordStrengthInteractor.maximumScore == 4)
  }

  // MARK: - Presenter: the view model

  @Test("a score of 4 reads Strong")
  func strongLabel() {
    let view: PasswordStrengthDisplayLogicSpy = present(score: 4)
    #expect(view.displayStrengthReceivedViewModel?.label == "Strong")
  }

  @Test(
    "each score has its label, bar and verdict",
    arguments: [
      (0, "Weak", 0.0, false),
      (1, "Weak", 0.25, false),
      (2, "Medium", 0.5, true),
      (3, "Medium", 0.75, true),
      (4, "Strong", 1.0, true),
    ])
  func viewModel(score: Int, label: String, progress: Double, isAcceptable: Bool) {
    let view: PasswordStrengthDisplayLogicSpy = present(score: score)
    let expected = PasswordStrengthScene.Evaluate.ViewModel(
      label: label, progress: progress, isAcceptable: isAcceptable)
    #expect(view.displayStrengthReceivedViewModel == expected)
  }

  @Test("the bar is the score's share of the maximum, whatever the maximum")
  func progressUsesTheMaximum() {
    let view: PasswordStrengthDisplayLogicSpy = present(score: 1, maximum: 2)
    #expect(view.displayStrengthReceivedViewModel?.progress == 0.5)
  }

  @Test("the view is asked to display once per score")
  func displaysOnce() {
    let view: PasswordStrengthDisplayLogicSpy = present(score: 2)
    #expect(view.displayStrengthCallsCount == 1)
  }

  @Test("the presenter holds its view weakly")
  func weakView() {
    assertWeak(\PasswordStrengthPresenter.viewController, of: PasswordStrengthPresenter()) {
      PasswordStrengthDisplayLogicSpy()
    }
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
