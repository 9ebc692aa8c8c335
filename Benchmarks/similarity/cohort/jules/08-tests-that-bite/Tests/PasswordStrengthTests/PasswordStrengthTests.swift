import Testing
import VIPKit

@testable import PasswordStrength

/// Each rule of the interactor on its own, at its edges, and the presenter at each edge of
/// its labels, its bar and its yes or no.
@Suite("Password strength")
@MainActor
struct PasswordStrengthTests {
  // MARK: - Interactor

  @Test("a long password with digits and mixed case scores 4")
  func strongPassword() {
    let presenter = evaluate("Correct-Horse-42")
    #expect(presenter.presentStrengthReceivedArguments?.score == 4)
  }

  @Test(
    "length scores a point from 8 characters and another from 12",
    arguments: [
      ("", 0),
      ("aaaaaaa", 0),
      ("aaaaaaaa", 1),
      ("aaaaaaaaaaa", 1),
      ("aaaaaaaaaaaa", 2),
      ("aaaaaaaaaaaaaaaa", 2),
    ])
  func lengthPoints(password: String, expected: Int) {
    let presenter = evaluate(password)
    #expect(
      presenter.presentStrengthReceivedArguments?.score == expected,
      "\(password.count) lowercase letters should score \(expected).")
  }

  @Test(
    "a digit scores a point, and only a digit does",
    arguments: [
      ("ab", 0),
      ("a1", 1),
      ("1", 1),
      ("!?", 0),
    ])
  func digitPoint(password: String, expected: Int) {
    let presenter = evaluate(password)
    #expect(
      presenter.presentStrengthReceivedArguments?.score == expected,
      "\"\(password)\" should score \(expected).")
  }

  @Test(
    "upper- and lowercase together score a point, either alone does not",
    arguments: [
      ("ab", 0),
      ("AB", 0),
      ("aB", 1),
      ("Ab", 1),
    ])
  func mixedCasePoint(password: String, expected: Int) {
    let presenter = evaluate(password)
    #expect(
      presenter.presentStrengthReceivedArguments?.score == expected,
      "\"\(password)\" should score \(expected).")
  }

  @Test("the points add up")
  func pointsAddUp() {
    #expect(evaluate("aaaaaaa1").presentStrengthReceivedArguments?.score == 2)
    #expect(evaluate("Aaaaaaa1").presentStrengthReceivedArguments?.score == 3)
    #expect(evaluate("Aaaaaaaaaaa1").presentStrengthReceivedArguments?.score == 4)
    #expect(evaluate("Aaaaaaaaaaaa").presentStrengthReceivedArguments?.score == 3)
  }

  @Test("the score is out of 4")
  func maximumIsFour() {
    let presenter = evaluate("aaaaaaaa")
    #expect(PasswordStrengthInteractor.maximumScore == 4)
    #expect(presenter.presentStrengthReceivedArguments?.maximum == 4)
  }

  @Test("every evaluation is presented exactly once, even a weak one")
  func presentsOnce() {
    let presenter = evaluate("")
    #expect(presenter.presentStrengthCallsCount == 1)
    #expect(presenter.presentStrengthReceivedArguments?.score == 0)
    #expect(presenter.presentStrengthReceivedArguments?.maximum == 4)
  }

  @Test("two evaluations are presented twice, each with its own score")
  func presentsEachEvaluation() {
    let interactor = PasswordStrengthInteractor()
    let presenter = PasswordStrengthPresentationLogicSpy()
    interactor.presenter = presenter
    interactor.evaluate(request: .init(password: "aaaaaaaa"))
    interactor.evaluate(request: .init(password: "aaaaaaa"))
    #expect(presenter.presentStrengthCallsCount == 2)
    #expect(presenter.presentStrengthReceivedInvocations.map(\.score) == [1, 0])
  }

  // MARK: - Presenter

  @Test(
    "the label reads Weak up to 1, Medium from 2 to 3, Strong from 4",
    arguments: [
      (0, "Weak"),
      (1, "Weak"),
      (2, "Medium"),
      (3, "Medium"),
      (4, "Strong"),
    ])
  func label(score: Int, expected: String) {
    let view = present(score: score)
    #expect(view.displayStrengthReceivedViewModel?.label == expected)
  }

  @Test(
    "the bar is filled by the score over the maximum",
    arguments: [
      (0, 4, 0.0),
      (1, 4, 0.25),
      (2, 4, 0.5),
      (3, 4, 0.75),
      (4, 4, 1.0),
      (1, 2, 0.5),
    ])
  func progress(score: Int, maximum: Int, expected: Double) {
    let view = present(score: score, maximum: maximum)
    #expect(view.displayStrengthReceivedViewModel?.progress == expected)
  }

  @Test(
    "the form may be sent from a score of 2",
    arguments: [
      (0, false),
      (1, false),
      (2, true),
      (3, true),
      (4, true),
    ])
  func acceptable(score: Int, expected: Bool) {
    let view = present(score: score)
    #expect(view.displayStrengthReceivedViewModel?.isAcceptable == expected)
  }

  @Test("the whole view model for a score of 2 out of 4")
  func wholeViewModel() {
    let view = present(score: 2)
    #expect(
      view.displayStrengthReceivedViewModel
        == PasswordStrengthScene.Evaluate.ViewModel(label: "Medium", progress: 0.5, isAcceptable: true))
  }

  @Test("the view is asked to display once per score")
  func displaysOnce() {
    let presenter = PasswordStrengthPresenter()
    let view = PasswordStrengthDisplayLogicSpy()
    presenter.viewController = view
    presenter.presentStrength(score: 1, maximum: 4)
    #expect(view.displayStrengthCallsCount == 1)
    presenter.presentStrength(score: 1, maximum: 4)
    #expect(view.displayStrengthCallsCount == 2)
  }

  @Test("the presenter holds its view weakly")
  func weakView() {
    assertWeak(\PasswordStrengthPresenter.viewController, of: PasswordStrengthPresenter()) {
      PasswordStrengthDisplayLogicSpy()
    }
  }

  // MARK: - Fixtures

  private func evaluate(_ password: String) -> PasswordStrengthPresentationLogicSpy {
    let interactor = PasswordStrengthInteractor()
    let presenter = PasswordStrengthPresentationLogicSpy()
    interactor.presenter = presenter
    interactor.evaluate(request: .init(password: password))
    return presenter
  }

  private func present(score: Int, maximum: Int = 4) -> PasswordStrengthDisplayLogicSpy {
    let presenter = PasswordStrengthPresenter()
    let view = PasswordStrengthDisplayLogicSpy()
    presenter.viewController = view
    presenter.presentStrength(score: score, maximum: maximum)
    return view
  }
}
