import Testing

@testable import PasswordStrength

@MainActor
extension PasswordStrengthTests {
  @Test("the maximum is four")
  func maximum() {
    let interactor = PasswordStrengthInteractor()
    let presenter = PasswordStrengthPresentationLogicSpy()
    interactor.presenter = presenter
    interactor.evaluate(request: .init(password: "Correct-Horse-42"))
    #expect(presenter.presentStrengthReceivedArguments?.maximum == 4)
    #expect(presenter.presentStrengthCallsCount == 1)
  }

  @Test("twelve letters earn a second point, eleven do not")
  func twelveLetters() {
    #expect(score(of: "abcdefghijk") == 1)
    #expect(score(of: "abcdefghijkl") == 2)
  }

  @Test("eight letters earn the length point")
  func eightLetters() {
    #expect(score(of: "abcdefgh") == 1)
  }

  @Test("seven lowercase letters score nothing")
  func shortPassword() {
    #expect(score(of: "abcdefg") == 0)
  }

  func viewModel(score: Int) -> PasswordStrengthScene.Evaluate.ViewModel? {
    let presenter = PasswordStrengthPresenter()
    let view = PasswordStrengthDisplayLogicSpy()
    presenter.viewController = view
    presenter.presentStrength(score: score, maximum: 4)
    return view.displayStrengthReceivedViewModel
  }

  func score(of password: String) -> Int? {
    let interactor = PasswordStrengthInteractor()
    let presenter = PasswordStrengthPresentationLogicSpy()
    interactor.presenter = presenter
    interactor.evaluate(request: .init(password: password))
    return presenter.presentStrengthReceivedArguments?.score
  }
}
