import Testing
import VIPKit

@testable import PasswordStrength

/// Each rule with a clear example, every label, the bar, and the weak view.
@Suite("Password strength")
@MainActor
struct PasswordStrengthTests {
  @Test(
    "each rule scores alone",
    arguments: [
      ("abc", 0), ("abcdefghij", 1), ("abcdefghijklmnop", 2), ("abc1", 1), ("Abc", 1),
      ("ABC", 0), ("Correct-Horse-42", 4),
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
    "a weak, a medium and a strong score",
    arguments: [
      (0, "Weak", 0.0, false), (3, "Medium", 0.75, true), (4, "Strong", 1.0, true),
    ])
  func label(score: Int, label: String, progress: Double, acceptable: Bool) {
    let presenter = PasswordStrengthPresenter()
    let view = PasswordStrengthDisplayLogicSpy()
    presenter.viewController = view
    presenter.presentStrength(score: score, maximum: 4)
    #expect(
      view.displayStrengthReceivedViewModel
        == .init(label: label, progress: progress, isAcceptable: acceptable))
  }

  @Test("the presenter holds its view weakly")
  func weakView() {
    assertWeak(\PasswordStrengthPresenter.viewController, of: PasswordStrengthPresenter()) {
      PasswordStrengthDisplayLogicSpy()
    }
  }
}
