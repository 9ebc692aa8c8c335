import Testing
import VIPKit

@testable import PasswordStrength

// MARK: - Interactor

/// The scoring rules, one at a time and at their edges, plus the exact arguments handed to
/// the presenter.
@Suite("Scoring a password")
@MainActor
struct PasswordScoringTests {
  let sut = PasswordStrengthInteractor()
  let presenterSpy = PasswordStrengthPresentationLogicSpy()

  init() {
    sut.presenter = presenterSpy
  }

  private func score(of password: String) -> Int? {
    sut.evaluate(request: PasswordStrengthScene.Evaluate.Request(password: password))
    return presenterSpy.presentStrengthReceivedArguments?.score
  }

  @Test(
    "length alone: a point from 8 characters, a second one from 12",
    arguments: [
      (0, 0),
      (7, 0),
      (8, 1),
      (11, 1),
      (12, 2),
      (20, 2),
    ] as [(Int, Int)])
  func lengthPoints(length: Int, expected: Int) {
    let lowercaseOnly = String(repeating: "x", count: length)
    #expect(
      score(of: lowercaseOnly) == expected,
      "\(length) lowercase letters should score \(expected).")
  }

  @Test(
    "a digit is worth one point",
    arguments: [
      ("5", 1),
      ("qwertyu9", 2),
      ("QWERTYUIOPA7", 3),
    ] as [(String, Int)])
  func digitPoint(password: String, expected: Int) {
    #expect(score(of: password) == expected, "\"\(password)\" should score \(expected).")
  }

  @Test(
    "mixed case is worth one point, a single case nothing",
    arguments: [
      ("bB", 1),
      ("ZZZZ", 0),
      ("zzzz", 0),
      ("Qwertyui", 2),
      ("Xy3", 2),
    ] as [(String, Int)])
  func mixedCasePoint(password: String, expected: Int) {
    #expect(score(of: password) == expected, "\"\(password)\" should score \(expected).")
  }

  @Test("every rule at once gives the full score")
  func fullScore() {
    #expect(score(of: "Purple-Monkey-Dishwasher-9") == 4)
  }

  @Test("the presenter hears about it exactly once, out of a maximum of 4")
  func oneCallOutOfFour() {
    _ = score(of: "zzzz")
    #expect(presenterSpy.presentStrengthCallsCount == 1)
    #expect(presenterSpy.presentStrengthReceivedArguments?.maximum == 4)
    #expect(PasswordStrengthInteractor.maximumScore == 4)
  }

  @Test("evaluating the same password twice reports it twice")
  func repeatedEvaluation() {
    _ = score(of: "zzzzzzzzz")
    _ = score(of: "zzzzzzzzz")
    #expect(presenterSpy.presentStrengthReceivedInvocations.map { call in call.score } == [1, 1])
  }

  @Test("the interactor keeps a strong reference to its presenter")
  func presenterIsRetained() {
    let interactor = PasswordStrengthInteractor()
    interactor.presenter = PasswordStrengthPresentationLogicSpy()
    #expect(interactor.presenter is PasswordStrengthPresentationLogicSpy)
  }
}

// MARK: - Presenter

/// What the view receives for a given score.
@Suite("Showing the strength")
@MainActor
struct StrengthDisplayTests {
  let sut = PasswordStrengthPresenter()
  let viewSpy = PasswordStrengthDisplayLogicSpy()

  init() {
    sut.viewController = viewSpy
  }

  @Test(
    "label, bar and acceptance for each score",
    arguments: [
      (0, 4, "Weak", 0.0, false),
      (1, 4, "Weak", 0.25, false),
      (2, 4, "Medium", 0.5, true),
      (3, 4, "Medium", 0.75, true),
      (4, 4, "Strong", 1.0, true),
      (2, 5, "Medium", 0.4, true),
    ] as [(Int, Int, String, Double, Bool)])
  func displayedViewModel(
    score: Int, maximum: Int, label: String, progress: Double, isAcceptable: Bool
  ) {
    sut.presentStrength(score: score, maximum: maximum)
    let expected = PasswordStrengthScene.Evaluate.ViewModel(
      label: label, progress: progress, isAcceptable: isAcceptable)
    #expect(viewSpy.displayStrengthReceivedViewModel == expected)
  }

  @Test("one score, one display")
  func singleDisplay() {
    sut.presentStrength(score: 1, maximum: 4)
    #expect(viewSpy.displayStrengthCallsCount == 1)
  }

  @Test("the view is referenced weakly")
  func viewIsWeak() {
    assertWeak(\PasswordStrengthPresenter.viewController, of: PasswordStrengthPresenter()) {
      PasswordStrengthDisplayLogicSpy()
    }
  }
}

// MARK: - Interactor and presenter together

@Suite("From keyboard to screen")
@MainActor
struct PasswordStrengthCycleTests {
  @Test("a typed password ends up as the strength shown")
  func endToEnd() {
    let interactor = PasswordStrengthInteractor()
    let presenter = PasswordStrengthPresenter()
    let view = PasswordStrengthDisplayLogicSpy()
    interactor.presenter = presenter
    presenter.viewController = view

    interactor.evaluate(request: .init(password: "letmein42"))

    #expect(
      view.displayStrengthReceivedViewModel
        == PasswordStrengthScene.Evaluate.ViewModel(
          label: "Medium", progress: 0.5, isAcceptable: true))
  }
}
