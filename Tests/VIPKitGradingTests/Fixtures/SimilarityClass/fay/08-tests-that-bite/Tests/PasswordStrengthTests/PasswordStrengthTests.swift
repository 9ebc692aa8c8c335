import Testing

@testable import PasswordStrength

@Suite("Password strength")
@MainActor
struct PasswordStrengthTests {
  private func score(of password: String) -> Int? {
    let interactor = PasswordStrengthInteractor()
    let presenter = PasswordStrengthPresentationLogicSpy()
    interactor.presenter = presenter
    interactor.evaluate(request: .init(password: password))
    return presenter.presentStrengthReceivedArguments?.score
  }

  private func viewModel(score: Int) -> PasswordStrengthScene.Evaluate.ViewModel? {
    let presenter = PasswordStrengthPresenter()
    let view = PasswordStrengthDisplayLogicSpy()
    presenter.viewController = view
    presenter.presentStrength(score: score, maximum: 4)
    return view.displayStrengthReceivedViewModel
  }

  @Test("seven lowercase letters score nothing")
  func shortPassword() {
    #expect(score(of: "abcdefg") == 0)
  }

  @Test("eight letters earn the length point")
  func eightLetters() {
    #expect(score(of: "abcdefgh") == 1)
  }

  @Test("twelve letters earn a second point, eleven do not")
  func twelveLetters() {
    #expect(score(of: "abcdefghijk") == 1)
    #expect(score(of: "abcdefghijkl") == 2)
  }

  @Test("a digit earns a point")
  func digit() {
    #expect(score(of: "abc1") == 1)
  }

  @Test("mixed case earns a point only with both cases")
  func mixedCase() {
    #expect(score(of: "abC") == 1)
    #expect(score(of: "ABC") == 0)
    #expect(score(of: "abc") == 0)
  }

  @Test("the maximum is four")
  func maximum() {
    let interactor = PasswordStrengthInteractor()
    let presenter = PasswordStrengthPresentationLogicSpy()
    interactor.presenter = presenter
    interactor.evaluate(request: .init(password: "Correct-Horse-42"))
    #expect(presenter.presentStrengthReceivedArguments?.maximum == 4)
    #expect(presenter.presentStrengthCallsCount == 1)
  }

  @Test("labels by score")
  func labels() {
    #expect(viewModel(score: 1)?.label == "Weak")
    #expect(viewModel(score: 2)?.label == "Medium")
    #expect(viewModel(score: 3)?.label == "Medium")
    #expect(viewModel(score: 4)?.label == "Strong")
  }

  @Test("two points are acceptable, one is not")
  func acceptable() {
    #expect(viewModel(score: 2)?.isAcceptable == true)
    #expect(viewModel(score: 1)?.isAcceptable == false)
  }

  @Test("progress is the share of the maximum")
  func progress() {
    #expect(viewModel(score: 1)?.progress == 0.25)
    #expect(viewModel(score: 4)?.progress == 1)
  }
}
