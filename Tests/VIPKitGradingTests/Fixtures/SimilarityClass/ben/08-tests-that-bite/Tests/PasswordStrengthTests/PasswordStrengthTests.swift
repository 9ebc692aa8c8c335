import Testing

@testable import PasswordStrength

@MainActor
struct PasswordStrengthTests {
  @Test(arguments: [
    ("short", 0), ("longword", 1), ("longerword1", 2), ("twelvechars!", 2), ("Twelvechars1", 4),
    ("UPPERCASE", 1), ("lowercaseonly", 2), ("Ab", 1),
  ])
  func interactorScores(password: String, expected: Int) {
    let sut = PasswordStrengthInteractor()
    let spy = PasswordStrengthPresentationLogicSpy()
    sut.presenter = spy
    sut.evaluate(request: .init(password: password))
    #expect(spy.presentStrengthCallsCount == 1)
    #expect(spy.presentStrengthReceivedArguments?.score == expected)
    #expect(
      spy.presentStrengthReceivedArguments?.maximum == PasswordStrengthInteractor.maximumScore)
  }

  @Test(arguments: [
    (0, "Weak", false), (1, "Weak", false), (2, "Medium", true), (4, "Strong", true),
  ])
  func presenterShows(score: Int, label: String, acceptable: Bool) throws {
    let sut = PasswordStrengthPresenter()
    let spy = PasswordStrengthDisplayLogicSpy()
    sut.viewController = spy
    sut.presentStrength(score: score, maximum: 4)
    let shown = try #require(spy.displayStrengthReceivedViewModel)
    #expect(shown.label == label)
    #expect(shown.isAcceptable == acceptable)
    #expect(shown.progress == Double(score) / 4)
  }
}
