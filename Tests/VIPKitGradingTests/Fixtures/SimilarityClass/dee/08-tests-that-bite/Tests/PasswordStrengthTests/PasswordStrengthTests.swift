import Testing

@testable import PasswordStrength

@Suite @MainActor struct PasswordStrengthTests {
  let interactor = PasswordStrengthInteractor()
  let recorder = PasswordStrengthPresentationLogicSpy()

  init() { interactor.presenter = recorder }

  func points(_ password: String) -> Int {
    interactor.evaluate(request: PasswordStrengthScene.Evaluate.Request(password: password))
    return recorder.presentStrengthReceivedInvocations.last?.score ?? -1
  }

  @Test func lengthEarnsUpToTwoPoints() {
    #expect([points("1234567"), points("12345678")] == [1, 2])
    #expect([points("12345678901"), points("123456789012")] == [2, 3])
  }

  @Test func casesCountOnlyTogether() {
    #expect(points("q") == 0)
    #expect(points("Q") == 0)
    #expect(points("qQ") == 1)
  }

  @Test func everyCallIsPresentedOnceWithTheMaximum() {
    _ = points("a")
    _ = points("b")
    #expect(recorder.presentStrengthCallsCount == 2)
    #expect(recorder.presentStrengthInvocationsMaximum == [4, 4])
  }

  @Test(arguments: 0...4) func presenterAgreesWithTheRules(score: Int) {
    let presenter = PasswordStrengthPresenter()
    let screen = PasswordStrengthDisplayLogicSpy()
    presenter.viewController = screen
    presenter.presentStrength(score: score, maximum: 4)
    let expectedLabel = score <= 1 ? "Weak" : score <= 3 ? "Medium" : "Strong"
    #expect(screen.displayStrengthReceivedViewModel?.label == expectedLabel)
    #expect(screen.displayStrengthReceivedViewModel?.isAcceptable == (score > 1))
    #expect(screen.displayStrengthReceivedViewModel?.progress == Double(score) * 0.25)
  }
}

extension PasswordStrengthPresentationLogicSpy {
  var presentStrengthInvocationsMaximum: [Int] { presentStrengthReceivedInvocations.map(\.maximum) }
}
