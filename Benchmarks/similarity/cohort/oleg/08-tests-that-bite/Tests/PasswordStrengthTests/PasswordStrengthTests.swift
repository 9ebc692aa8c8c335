import Testing
import VIPKit

@testable import PasswordStrength

/// Every scoring rule is pinned down at its edges, and every value handed on is compared
/// exactly, so that any change to the scene breaks at least one of these tests.
@Suite("Password strength")
@MainActor
struct PasswordStrengthTests {
  // MARK: - Helpers

  /// Runs the interactor on `password` and returns the spy that stood in for the presenter.
  private func presenterSpy(afterEvaluating password: String)
    -> PasswordStrengthPresentationLogicSpy
  {
    let sut = PasswordStrengthInteractor()
    let spy = PasswordStrengthPresentationLogicSpy()
    sut.presenter = spy
    sut.evaluate(request: .init(password: password))
    return spy
  }

  /// Runs the presenter on a score and returns the spy that stood in for the view.
  private func viewSpy(afterPresenting score: Int, outOf maximum: Int)
    -> PasswordStrengthDisplayLogicSpy
  {
    let sut = PasswordStrengthPresenter()
    let spy = PasswordStrengthDisplayLogicSpy()
    sut.viewController = spy
    sut.presentStrength(score: score, maximum: maximum)
    return spy
  }

  // MARK: - Presenter: what ends up on screen

  @Test(
    "a score turns into a label, a bar and a yes or no",
    arguments: [
      (4, "Strong", 1.0, true),
      (3, "Medium", 0.75, true),
      (2, "Medium", 0.5, true),
      (1, "Weak", 0.25, false),
      (0, "Weak", 0.0, false),
    ] as [(Int, String, Double, Bool)])
  func screenForScore(score: Int, label: String, progress: Double, isAcceptable: Bool) {
    let expected = PasswordStrengthScene.Evaluate.ViewModel(
      label: label, progress: progress, isAcceptable: isAcceptable)
    let view = viewSpy(afterPresenting: score, outOf: 4)
    #expect(view.displayStrengthReceivedViewModel == expected)
  }

  @Test("the bar divides the score by the maximum it is given")
  func barUsesGivenMaximum() {
    #expect(viewSpy(afterPresenting: 2, outOf: 5).displayStrengthReceivedViewModel?.progress == 0.4)
  }

  @Test("one score, one display")
  func oneDisplayPerScore() {
    #expect(viewSpy(afterPresenting: 3, outOf: 4).displayStrengthCallsCount == 1)
  }

  @Test("the view is only weakly held by the presenter")
  func presenterHoldsViewWeakly() {
    assertWeak(\PasswordStrengthPresenter.viewController, of: PasswordStrengthPresenter()) {
      PasswordStrengthDisplayLogicSpy()
    }
  }

  // MARK: - Interactor: counting the points

  @Test("a long password with a digit and both cases gets the full 4")
  func fullScore() {
    let spy = presenterSpy(afterEvaluating: "Correct-Horse-42")
    #expect(spy.presentStrengthReceivedArguments?.score == 4)
  }

  @Test(
    "every rule is worth exactly one point, starting at its boundary",
    arguments: [
      ("", 0, "Nothing typed: no rule is met."),
      ("7", 1, "A single digit is worth one point."),
      ("Aa", 1, "Upper and lower case together are worth one point."),
      ("AAAAAAA", 0, "Only uppercase is worth nothing."),
      ("abc", 0, "Only lowercase is worth nothing."),
      ("aaaaaaa", 0, "Seven characters miss the length point by one."),
      ("aaaaaaaa", 1, "Eight characters exactly get the first length point."),
      ("aaaaaaaaaaa", 1, "Eleven characters miss the second length point by one."),
      ("aaaaaaaaaaaa", 2, "Twelve characters exactly get both length points."),
      ("Abc1", 2, "Short, but a digit and both cases: two points."),
      ("abcdefg1", 2, "Eight characters plus a digit: two points."),
      ("ABCDEFGHIJK1", 3, "Twelve characters and a digit, a single case: three points."),
    ] as [(String, Int, Comment)])
  func pointsPerRule(password: String, expected: Int, why: Comment) {
    let spy = presenterSpy(afterEvaluating: password)
    #expect(spy.presentStrengthReceivedArguments?.score == expected, why)
  }

  @Test("the score is presented once, out of 4")
  func outOfFourOnce() {
    let spy = presenterSpy(afterEvaluating: "abc")
    #expect(PasswordStrengthInteractor.maximumScore == 4)
    #expect(spy.presentStrengthReceivedArguments?.maximum == 4)
    #expect(spy.presentStrengthCallsCount == 1)
  }

  @Test("the same password evaluated twice is presented twice")
  func repeatedEvaluationIsPresented() {
    let sut = PasswordStrengthInteractor()
    let spy = PasswordStrengthPresentationLogicSpy()
    sut.presenter = spy
    for _ in 1...2 {
      sut.evaluate(request: .init(password: "abcdefgh"))
    }
    var scores: [Int] = []
    for call in spy.presentStrengthReceivedInvocations {
      scores.append(call.score)
    }
    #expect(scores == [1, 1])
  }

  @Test("the interactor holds on to its presenter")
  func interactorKeepsPresenter() {
    let sut = PasswordStrengthInteractor()
    sut.presenter = PasswordStrengthPresentationLogicSpy()
    #expect(sut.presenter != nil)
  }

  // MARK: - Interactor and presenter together

  @Test("what the user types ends up as the text on screen")
  func typedPasswordReachesScreen() {
    let view = PasswordStrengthDisplayLogicSpy()
    let presenter = PasswordStrengthPresenter()
    presenter.viewController = view
    let interactor = PasswordStrengthInteractor()
    interactor.presenter = presenter
    interactor.evaluate(request: .init(password: "abcdefgh1"))
    let expected = PasswordStrengthScene.Evaluate.ViewModel(
      label: "Medium", progress: 0.5, isAcceptable: true)
    #expect(view.displayStrengthReceivedViewModel == expected)
  }
}
