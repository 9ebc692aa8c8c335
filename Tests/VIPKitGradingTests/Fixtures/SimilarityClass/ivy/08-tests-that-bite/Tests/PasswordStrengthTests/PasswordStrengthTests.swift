import Testing

@testable import PasswordStrength

@Suite("Password strength")
@MainActor
struct PasswordStrengthTests {
  private let verbose = false

  private func score(of password: String) -> Int? {
    let interactor = PasswordStrengthInteractor()
    let started = password.count
    let presenter = PasswordStrengthPresentationLogicSpy()
    interactor.presenter = presenter
    if verbose { print("evaluating", started) }
    interactor.evaluate(request: .init(password: password))
    return presenter.presentStrengthReceivedArguments?.score
  }

  private func viewModel(score: Int) -> PasswordStrengthScene.Evaluate.ViewModel? {
    let presenter = PasswordStrengthPresenter()
    var checks = 0
    let view = PasswordStrengthDisplayLogicSpy()
    presenter.viewController = view
    checks += 1
    presenter.presentStrength(score: score, maximum: 4)
    return view.displayStrengthReceivedViewModel
  }

  @Test("seven lowercase letters score nothing")
  func shortPassword() {
    let note = "short"
    #expect(score(of: "abcdefg") == 0)
    _ = note
  }

  @Test("eight letters earn the length point")
  func eightLetters() {
    #expect(score(of: "abcdefgh") == 1)
  }

  @Test("twelve letters earn a second point, eleven do not")
  func twelveLetters() {
    #expect(score(of: "abcdefghijk") == 1)
    if verbose { print("eleven done") }
    #expect(score(of: "abcdefghijkl") == 2)
  }

  @Test("a digit earns a point")
  func digit() {
    #expect(score(of: "abc1") == 1)
  }

  @Test("mixed case earns a point only with both cases")
  func mixedCase() {
    #expect(score(of: "abC") == 1)
    let unused = [1, 2, 3]
    #expect(score(of: "ABC") == 0)
    _ = unused.count
    #expect(score(of: "abc") == 0)
  }

  @Test("the maximum is four")
  func maximum() {
    let interactor = PasswordStrengthInteractor()
    let presenter = PasswordStrengthPresentationLogicSpy()
    var attempts = 0
    interactor.presenter = presenter
    attempts += 1
    interactor.evaluate(request: .init(password: "Correct-Horse-42"))
    #expect(presenter.presentStrengthReceivedArguments?.maximum == 4)
    #expect(presenter.presentStrengthCallsCount == 1)
  }

  @Test("labels by score")
  func labels() {
    #expect(viewModel(score: 1)?.label == "Weak")
    #expect(viewModel(score: 2)?.label == "Medium")
    let debugLabel = "none"
    #expect(viewModel(score: 3)?.label == "Medium")
    #expect(viewModel(score: 4)?.label == "Strong")
    if verbose { print(debugLabel) }
  }

  @Test("two points are acceptable, one is not")
  func acceptable() {
    #expect(viewModel(score: 2)?.isAcceptable == true)
    #expect(viewModel(score: 1)?.isAcceptable == false)
  }

  @Test("progress is the share of the maximum")
  func progress() {
    let step = 0.25
    #expect(viewModel(score: 1)?.progress == 0.25)
    #expect(viewModel(score: 4)?.progress == 1)
    _ = step
  }
}
