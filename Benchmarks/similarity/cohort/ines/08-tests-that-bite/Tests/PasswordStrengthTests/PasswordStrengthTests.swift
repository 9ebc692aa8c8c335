import Testing
import VIPKit

@testable import PasswordStrength

/// The interactor scores, the presenter words the score. Each test pins one rule at the
/// input where a slightly wrong rule would answer differently.
@Suite("Password strength")
@MainActor
struct PasswordStrengthTests {
  // MARK: - Interactor: the whole score

  @Test("a long password with digits and mixed case scores 4")
  func strongPassword() {
    let presenter = evaluate("Correct-Horse-42")
    #expect(presenter.presentStrengthReceivedArguments?.score == 4)
  }

  @Test("an empty password scores nothing")
  func emptyPasswordScoresZero() {
    let presenter = evaluate("")
    #expect(presenter.presentStrengthReceivedArguments?.score == 0)
  }

  @Test("the score is always out of a maximum of 4")
  func maximumIsFour() {
    let presenter = evaluate("short")
    #expect(presenter.presentStrengthReceivedArguments?.maximum == 4)
    #expect(PasswordStrengthInteractor.maximumScore == 4)
  }

  @Test("each evaluation is presented exactly once")
  func presentsOncePerEvaluation() {
    let presenter = evaluate("anything")
    #expect(presenter.presentStrengthCallsCount == 1)
  }

  // MARK: - Interactor: the length rules

  @Test(
    "the length points start at exactly 8 and exactly 12 characters",
    arguments: [
      ("aaaaaaa", 0, "7 characters are one short of the first length point."),
      ("aaaaaaaa", 1, "8 characters earn the first length point."),
      ("aaaaaaaaaaa", 1, "11 characters are one short of the second length point."),
      ("aaaaaaaaaaaa", 2, "12 characters earn both length points."),
    ] as [(String, Int, Comment)])
  func lengthBoundaries(password: String, expectedScore: Int, why: Comment) {
    let presenter = evaluate(password)
    #expect(presenter.presentStrengthReceivedArguments?.score == expectedScore, why)
  }

  // MARK: - Interactor: the character rules

  @Test("a digit earns one point on its own")
  func digitEarnsOnePoint() {
    let presenter = evaluate("7")
    #expect(presenter.presentStrengthReceivedArguments?.score == 1)
  }

  @Test("letters alone earn no digit point")
  func lettersAreNotDigits() {
    let presenter = evaluate("x")
    #expect(presenter.presentStrengthReceivedArguments?.score == 0)
  }

  @Test(
    "mixed case needs both an uppercase and a lowercase letter",
    arguments: [
      ("aB", 1, "One lowercase and one uppercase letter earn the mixed-case point."),
      ("ab", 0, "Lowercase only is not mixed case."),
      ("AB", 0, "Uppercase only is not mixed case."),
    ] as [(String, Int, Comment)])
  func mixedCase(password: String, expectedScore: Int, why: Comment) {
    let presenter = evaluate(password)
    #expect(presenter.presentStrengthReceivedArguments?.score == expectedScore, why)
  }

  @Test("a digit and mixed case without the length score 2")
  func digitAndMixedCase() {
    let presenter = evaluate("aB3")
    #expect(presenter.presentStrengthReceivedArguments?.score == 2)
  }

  @Test("8 lowercase characters with a digit score 2, not more")
  func lengthAndDigit() {
    let presenter = evaluate("abcdefg1")
    #expect(presenter.presentStrengthReceivedArguments?.score == 2)
  }

  // MARK: - Presenter

  @Test(
    "each score has its label, its bar and its verdict",
    arguments: [
      (0, "Weak", 0.0, false),
      (1, "Weak", 0.25, false),
      (2, "Medium", 0.5, true),
      (3, "Medium", 0.75, true),
      (4, "Strong", 1.0, true),
    ] as [(Int, String, Double, Bool)])
  func presentsEachScore(score: Int, label: String, progress: Double, isAcceptable: Bool) {
    let view = present(score: score, maximum: 4)
    let expected = PasswordStrengthScene.Evaluate.ViewModel(
      label: label, progress: progress, isAcceptable: isAcceptable)
    #expect(view.displayStrengthReceivedViewModel == expected)
  }

  @Test("a score of 4 reads Strong")
  func strongLabel() {
    let view = present(score: 4, maximum: 4)
    #expect(view.displayStrengthReceivedViewModel?.label == "Strong")
  }

  @Test("the bar is the score divided by the maximum it was given")
  func progressUsesTheGivenMaximum() {
    let view = present(score: 1, maximum: 2)
    #expect(view.displayStrengthReceivedViewModel?.progress == 0.5)
  }

  @Test("each score is displayed exactly once")
  func displaysOncePerScore() {
    let view = present(score: 2, maximum: 4)
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
    interactor.evaluate(request: PasswordStrengthScene.Evaluate.Request(password: password))
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
