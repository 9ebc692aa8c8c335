import Testing

@testable import PasswordStrength

@Suite("Password strength")
@MainActor
struct PasswordStrengthTests {
  private func points(for pw: String) -> Int? {
    let sut = PasswordStrengthInteractor()
    let spy = PasswordStrengthPresentationLogicSpy()
    sut.presenter = spy
    sut.evaluate(request: .init(password: pw))
    return spy.presentStrengthReceivedArguments?.score
  }

  private func shown(score: Int) -> PasswordStrengthScene.Evaluate.ViewModel? {
    let presenter = PasswordStrengthPresenter()
    let display = PasswordStrengthDisplayLogicSpy()
    presenter.viewController = display
    presenter.presentStrength(score: score, maximum: 4)
    return display.displayStrengthReceivedViewModel
  }

  @Test("under eight characters gives zero")
  func tooShort() {
    #expect(points(for: "abcdefg") == 0)
  }

  @Test("eight characters give one point")
  func lengthEight() {
    #expect(points(for: "abcdefgh") == 1)
  }

  @Test("twelve letters earn a second point, eleven do not")
  func lengthTwelve() {
    #expect(points(for: "abcdefghijk") == 1)
    #expect(points(for: "abcdefghijkl") == 2)
  }

  @Test("a number is worth a point")
  func number() {
    #expect(points(for: "abc1") == 1)
  }

  @Test("mixed case earns a point only with both cases")
  func bothCases() {
    #expect(points(for: "abC") == 1)
    #expect(points(for: "ABC") == 0)
    #expect(points(for: "abc") == 0)
  }

  @Test("the maximum is four")
  func maxIsFour() {
    let sut = PasswordStrengthInteractor()
    let spy = PasswordStrengthPresentationLogicSpy()
    sut.presenter = spy
    sut.evaluate(request: .init(password: "Correct-Horse-42"))
    #expect(spy.presentStrengthReceivedArguments?.maximum == 4)
    #expect(spy.presentStrengthCallsCount == 1)
  }

  @Test("label for each score")
  func labelText() {
    #expect(shown(score: 1)?.label == "Weak")
    #expect(shown(score: 2)?.label == "Medium")
    #expect(shown(score: 3)?.label == "Medium")
    #expect(shown(score: 4)?.label == "Strong")
  }

  @Test("two points are acceptable, one is not")
  func okFlag() {
    #expect(shown(score: 2)?.isAcceptable == true)
    #expect(shown(score: 1)?.isAcceptable == false)
  }

  @Test("progress is the share of the maximum")
  func progressBar() {
    #expect(shown(score: 1)?.progress == 0.25)
    #expect(shown(score: 4)?.progress == 1)
  }
}
