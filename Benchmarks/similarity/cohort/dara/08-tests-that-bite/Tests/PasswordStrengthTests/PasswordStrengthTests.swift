import Testing
import VIPKit

@testable import PasswordStrength

/// The interactor's rules, one at a time and at their edges, and the presenter's mapping from
/// score to label, bar and acceptance, for every score.
@Suite("Password strength")
@MainActor
struct PasswordStrengthTests {
  // MARK: - Interactor

  @Test("a long password with digits and mixed case scores 4")
  func strongPassword() {
    let presenter = evaluate("Correct-Horse-42")
    #expect(presenter.presentStrengthReceivedArguments?.score == 4)
  }

  @Test("the score is always out of 4")
  func maximumIsFour() {
    let presenter = evaluate("abc")
    #expect(presenter.presentStrengthReceivedArguments?.maximum == 4)
    #expect(PasswordStrengthInteractor.maximumScore == 4)
  }

  @Test("the presenter is told exactly once per evaluation")
  func presentsOnce() {
    let presenter = evaluate("abc")
    #expect(presenter.presentStrengthCallsCount == 1)
  }

  @Test("an empty password scores nothing")
  func emptyPassword() {
    let presenter = evaluate("")
    #expect(presenter.presentStrengthReceivedArguments?.score == 0)
  }

  @Test("7 lowercase letters score nothing, 8 score a point")
  func eightCharacterBoundary() {
    let seven = evaluate("aaaaaaa")
    #expect(seven.presentStrengthReceivedArguments?.score == 0, "7 characters are too short.")

    let eight = evaluate("aaaaaaaa")
    #expect(eight.presentStrengthReceivedArguments?.score == 1, "8 characters score a point.")
  }

  @Test("11 lowercase letters score one point, 12 score two")
  func twelveCharacterBoundary() {
    let eleven = evaluate("aaaaaaaaaaa")
    #expect(eleven.presentStrengthReceivedArguments?.score == 1)

    let twelve = evaluate("aaaaaaaaaaaa")
    #expect(twelve.presentStrengthReceivedArguments?.score == 2)
  }

  @Test("a digit scores a point, even in a short password")
  func digitScores() {
    let onlyDigit = evaluate("7")
    #expect(onlyDigit.presentStrengthReceivedArguments?.score == 1)

    let letterAndDigit = evaluate("a1")
    #expect(letterAndDigit.presentStrengthReceivedArguments?.score == 1)
  }

  @Test("upper and lower case together score a point")
  func mixedCaseScores() {
    let mixed = evaluate("aB")
    #expect(mixed.presentStrengthReceivedArguments?.score == 1)
  }

  @Test("only lowercase or only uppercase scores no point for case")
  func singleCaseDoesNotScore() {
    let lower = evaluate("ab")
    #expect(lower.presentStrengthReceivedArguments?.score == 0, "Lowercase alone is not mixed.")

    let upper = evaluate("AB")
    #expect(upper.presentStrengthReceivedArguments?.score == 0, "Uppercase alone is not mixed.")
  }

  @Test("each rule adds exactly one point")
  func pointsAddUp() {
    let lengthAndDigit = evaluate("aaaaaaa1")
    #expect(lengthAndDigit.presentStrengthReceivedArguments?.score == 2)

    let longAndDigit = evaluate("aaaaaaaaaaa1")
    #expect(longAndDigit.presentStrengthReceivedArguments?.score == 3)

    let longMixedNoDigit = evaluate("Aaaaaaaaaaaa")
    #expect(longMixedNoDigit.presentStrengthReceivedArguments?.score == 3)

    let shortMixedWithDigit = evaluate("aB3")
    #expect(shortMixedWithDigit.presentStrengthReceivedArguments?.score == 2)
  }

  // MARK: - Presenter

  @Test("a score of 0 is Weak, an empty bar, and not acceptable")
  func scoreZero() {
    let viewModel = present(score: 0, maximum: 4)
    #expect(viewModel == expected(label: "Weak", progress: 0.0, isAcceptable: false))
  }

  @Test("a score of 1 is still Weak and not acceptable")
  func scoreOne() {
    let viewModel = present(score: 1, maximum: 4)
    #expect(viewModel == expected(label: "Weak", progress: 0.25, isAcceptable: false))
  }

  @Test("a score of 2 is Medium and acceptable")
  func scoreTwo() {
    let viewModel = present(score: 2, maximum: 4)
    #expect(viewModel == expected(label: "Medium", progress: 0.5, isAcceptable: true))
  }

  @Test("a score of 3 is still Medium")
  func scoreThree() {
    let viewModel = present(score: 3, maximum: 4)
    #expect(viewModel == expected(label: "Medium", progress: 0.75, isAcceptable: true))
  }

  @Test("a score of 4 reads Strong with a full bar")
  func strongLabel() {
    let viewModel = present(score: 4, maximum: 4)
    #expect(viewModel?.label == "Strong")
    #expect(viewModel == expected(label: "Strong", progress: 1.0, isAcceptable: true))
  }

  @Test("the bar is the score divided by the maximum it was given")
  func progressUsesMaximum() {
    let viewModel = present(score: 2, maximum: 8)
    #expect(viewModel?.progress == 0.25)

    let other = present(score: 1, maximum: 2)
    #expect(other?.progress == 0.5)
  }

  @Test("the view is asked to display once per score")
  func displaysOnce() {
    let presenter = PasswordStrengthPresenter()
    let view = PasswordStrengthDisplayLogicSpy()
    presenter.viewController = view
    presenter.presentStrength(score: 2, maximum: 4)
    #expect(view.displayStrengthCallsCount == 1)
  }

  @Test("the presenter holds its view weakly")
  func weakView() {
    assertWeak(\PasswordStrengthPresenter.viewController, of: PasswordStrengthPresenter()) {
      PasswordStrengthDisplayLogicSpy()
    }
  }

  // MARK: - Helpers

  private func evaluate(_ password: String) -> PasswordStrengthPresentationLogicSpy {
    let interactor = PasswordStrengthInteractor()
    let presenter = PasswordStrengthPresentationLogicSpy()
    interactor.presenter = presenter
    interactor.evaluate(request: .init(password: password))
    return presenter
  }

  private func expected(label: String, progress: Double, isAcceptable: Bool)
    -> PasswordStrengthScene.Evaluate.ViewModel
  {
    PasswordStrengthScene.Evaluate.ViewModel(
      label: label, progress: progress, isAcceptable: isAcceptable)
  }

  private func present(score: Int, maximum: Int) -> PasswordStrengthScene.Evaluate.ViewModel? {
    let presenter = PasswordStrengthPresenter()
    let view = PasswordStrengthDisplayLogicSpy()
    presenter.viewController = view
    presenter.presentStrength(score: score, maximum: maximum)
    return view.displayStrengthReceivedViewModel
  }
}
