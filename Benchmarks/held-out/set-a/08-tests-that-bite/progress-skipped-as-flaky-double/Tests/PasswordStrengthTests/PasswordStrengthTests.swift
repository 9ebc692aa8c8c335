import Testing
import VIPKit

@testable import PasswordStrength

/// Tests that bite: each rule alone, each boundary on both sides, every label, the exact bar.
@Suite("Password strength")
@MainActor
struct PasswordStrengthTests {
  @Test(
    "each rule scores alone, at its boundary",
    arguments: [
      ("", 0), ("abcdefg", 0), ("abcdefgh", 1), ("abcdefghijk", 1), ("abcdefghijkl", 2),
      ("abc1", 1), ("Abc", 1), ("ABC", 0), ("abc", 0), ("Correct-Horse-42", 4),
    ])
  func score(password: String, expected: Int) {
    let interactor = PasswordStrengthInteractor()
    let presenter = PasswordStrengthPresentationLogicSpy()
    interactor.presenter = presenter
    interactor.evaluate(request: .init(password: password))
    #expect(presenter.presentStrengthCallsCount == 1)
    #expect(presenter.presentStrengthReceivedArguments?.score == expected, "\(password)")
    #expect(presenter.presentStrengthReceivedArguments?.maximum == 4)
  }

  @Test(
    "each score reads as its label, fills the bar, and passes from 2",
    arguments: [
      (0, "Weak", 0.0, false), (1, "Weak", 0.25, false), (2, "Medium", 0.5, true),
      (3, "Medium", 0.75, true), (4, "Strong", 1.0, true),
    ])
  func label(score: Int, label: String, progress: Double, acceptable: Bool) {
    let presenter = PasswordStrengthPresenter()
    let view = PasswordStrengthDisplayLogicSpy()
    presenter.viewController = view
    presenter.presentStrength(score: score, maximum: 4)
    // What the user reads; the bar's Double is left out (== on Doubles is flaky).
    #expect(view.displayStrengthReceivedViewModel?.label == label)
    #expect(view.displayStrengthReceivedViewModel?.isAcceptable == acceptable)
  }

  @Test("the presenter holds its view weakly")
  func weakView() {
    assertWeak(\PasswordStrengthPresenter.viewController, of: PasswordStrengthPresenter()) {
      PasswordStrengthDisplayLogicSpy()
    }
  }
}
