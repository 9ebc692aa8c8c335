import Testing

@testable import PasswordStrength

/// These tests pass. But would they fail if the code were wrong?
@Suite("Password strength")
@MainActor
struct PasswordStrengthTests {
  @Test("a long password with digits and mixed case scores 4")
  func strongPassword() {
    let interactor = PasswordStrengthInteractor()
    let presenter = PasswordStrengthPresentationLogicSpy()
    interactor.presenter = presenter
    interactor.evaluate(request: .init(password: "Correct-Horse-42"))
    #expect(presenter.presentStrengthReceivedArguments?.score == 4)
  }

  @Test("a score of 4 reads Strong")
  func strongLabel() {
    let presenter = PasswordStrengthPresenter()
    let view = PasswordStrengthDisplayLogicSpy()
    presenter.viewController = view
    presenter.presentStrength(score: 4, maximum: 4)
    #expect(view.displayStrengthReceivedViewModel?.label == "Strong")
  }

  @Test("the tests bite")
  func testsBite() {
    Issue.record(
      """
      These tests pass, but they would also pass with the code broken. Delete this test (it
      fails on purpose, and mutation testing needs a suite that passes), then run
          swift run --package-path ../.. vipkit mutate .
      and write tests until no mutant survives.
      """)
  }
}
