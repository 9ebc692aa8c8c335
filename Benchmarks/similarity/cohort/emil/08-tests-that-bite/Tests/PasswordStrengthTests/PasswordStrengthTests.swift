import Testing
import VIPKit

@testable import PasswordStrength

/// Each rule is checked on its own, at its edges, and with the exact value passed on, so a
/// change to any of them makes a test fail.
@Suite("Password strength")
@MainActor
struct PasswordStrengthTests {
  // MARK: - Interactor: the score

  @Test("a long password with digits and mixed case scores 4")
  func strongPassword() {
    let presenter = evaluate("Correct-Horse-42")
    #expect(presenter.presentStrengthReceivedArguments?.score == 4)
  }

  @Test(
    "each rule scores exactly one point, from its boundary on",
    arguments: [
      ("", 0, "An empty password meets no rule."),
      ("aaaaaaa", 0, "7 characters are one short of the length point."),
      ("aaaaaaaa", 1, "Exactly 8 characters earn the first length point."),
      ("aaaaaaaaaaa", 1, "11 characters are one short of the second length point."),
      ("aaaaaaaaaaaa", 2, "Exactly 12 characters earn both length points."),
      ("7", 1, "A digit alone earns one point."),
      ("Aa", 1, "Upper- and lowercase together earn one point."),
      ("AAAAAAA", 0, "Uppercase without lowercase earns nothing."),
      ("abc", 0, "Lowercase without uppercase earns nothing."),
      ("abcdefg1", 2, "8 characters and a digit: two points."),
      ("Abc1", 2, "A digit and mixed case, but short: two points."),
      ("ABCDEFGHIJK1", 3, "12 characters and a digit, one case only: three points."),
    ] as [(String, Int, Comment)])
  func score(password: String, expected: Int, why: Comment) {
    let presenter = evaluate(password)
    #expect(presenter.presentStrengthReceivedArguments?.score == expected, why)
  }

  @Test("the score is out of 4, and presented once per evaluation")
  func maximumAndOneCall() {
    let presenter = evaluate("abc")
    #expect(presenter.presentStrengthCallsCount == 1)
    #expect(presenter.presentStrengthReceivedArguments?.maximum == 4)
    #expect(PasswordStrengthInteractor.maximumScore == 4)
  }

  @Test("every evaluation is presented, even the same password twice")
  func everyEvaluationIsPresented() {
    let interactor = PasswordStrengthInteractor()
    let presenter = PasswordStrengthPresentationLogicSpy()
    interactor.presenter = presenter
    interactor.evaluate(request: .init(password: "abcdefgh"))
    interactor.evaluate(request: .init(password: "abcdefgh"))
    #expect(presenter.presentStrengthReceivedInvocations.map { $0.score } == [1, 1])
  }

  @Test("the interactor keeps its presenter")
  func interactorOwnsPresenter() {
    let interactor = PasswordStrengthInteractor()
    interactor.presenter = PasswordStrengthPresentationLogicSpy()
    #expect(interactor.presenter != nil)
  }

  // MARK: - Presenter: what the screen shows

  @Test(
    "the score becomes a label, a bar and a yes or no",
    arguments: [
      (0, "Weak", 0.0, false),
      (1, "Weak", 0.25, false),
      (2, "Medium", 0.5, true),
      (3, "Medium", 0.75, true),
      (4, "Strong", 1.0, true),
    ] as [(Int, String, Double, Bool)])
  func viewModel(score: Int, label: String, progress: Double, isAcceptable: Bool) {
    let view = present(score: score, maximum: 4)
    #expect(
      view.displayStrengthReceivedViewModel
        == PasswordStrengthScene.Evaluate.ViewModel(
          label: label, progress: progress, isAcceptable: isAcceptable))
  }

  @Test("the bar is the score divided by the maximum")
  func progressUsesTheMaximum() {
    let view = present(score: 2, maximum: 5)
    #expect(view.displayStrengthReceivedViewModel?.progress == 0.4)
  }

  @Test("the view is asked to display once per score")
  func displaysOnce() {
    let view = present(score: 3, maximum: 4)
    #expect(view.displayStrengthCallsCount == 1)
  }

  @Test("the presenter holds its view weakly")
  func weakView() {
    assertWeak(\PasswordStrengthPresenter.viewController, of: PasswordStrengthPresenter()) {
      PasswordStrengthDisplayLogicSpy()
    }
  }

  // MARK: - The whole cycle

  @Test("a typed password ends as the text on screen")
  func interactorThroughPresenter() {
    let interactor = PasswordStrengthInteractor()
    let presenter = PasswordStrengthPresenter()
    let view = PasswordStrengthDisplayLogicSpy()
    interactor.presenter = presenter
    presenter.viewController = view
    interactor.evaluate(request: .init(password: "abcdefgh1"))
    #expect(
      view.displayStrengthReceivedViewModel
        == PasswordStrengthScene.Evaluate.ViewModel(
          label: "Medium", progress: 0.5, isAcceptable: true))
  }

  // MARK: - Fixtures

  private func evaluate(_ password: String) -> PasswordStrengthPresentationLogicSpy {
    let interactor = PasswordStrengthInteractor()
    let presenter = PasswordStrengthPresentationLogicSpy()
    interactor.presenter = presenter
    interactor.evaluate(request: .init(password: password))
    return presenter
  }

  private func present(score: Int, maximum: Int) -> PasswordStrengthDisplayLogicSpy {
    let presenter = PasswordStrengthPresenter()
    let view = PasswordStrengthDisplayLogicSpy()
    presenter.viewController = view
    presenter.presentStrength(score: score, maximum: maximum)
    return view
  }
}
