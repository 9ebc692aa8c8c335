import Testing

@testable import PasswordStrength

@Suite("Password strength")
@MainActor
struct PasswordStrengthTests {
  let interactor = PasswordStrengthInteractor()
  let presenter = PasswordStrengthPresentationLogicSpy()

  init() {
    interactor.presenter = presenter
  }

  private func score(of password: String) -> Int? {
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

  @Test("length points: seven letters none, eight one, eleven one, twelve two")
  func length() {
    #expect(score(of: "abcdefg") == 0)
    #expect(score(of: "abcdefgh") == 1)
    #expect(score(of: "abcdefghijk") == 1)
    #expect(score(of: "abcdefghijkl") == 2)
  }

  @Test("a digit and mixed case each earn a point")
  func characters() {
    #expect(score(of: "abc1") == 1)
    #expect(score(of: "abC") == 1)
    #expect(score(of: "ABC") == 0)
    #expect(score(of: "abc") == 0)
  }

  @Test("the maximum is four")
  func maximum() {
    interactor.evaluate(request: .init(password: "Correct-Horse-42"))
    #expect(presenter.presentStrengthReceivedArguments?.maximum == 4)
    #expect(presenter.presentStrengthCallsCount == 1)
  }

  @Test("labels, acceptance and progress by score")
  func viewModels() {
    #expect(viewModel(score: 1)?.label == "Weak")
    #expect(viewModel(score: 2)?.label == "Medium")
    #expect(viewModel(score: 3)?.label == "Medium")
    #expect(viewModel(score: 4)?.label == "Strong")
    #expect(viewModel(score: 2)?.isAcceptable == true)
    #expect(viewModel(score: 1)?.isAcceptable == false)
    #expect(viewModel(score: 1)?.progress == 0.25)
    #expect(viewModel(score: 4)?.progress == 1)
  }
}
