import Testing
import VIPKit

@testable import PasswordStrength

@Suite("Password strength: interactor")
@MainActor
struct PasswordStrengthInteractorTests {
  let interactor = PasswordStrengthInteractor()
  let presenter = PasswordStrengthPresentationLogicSpy()

  init() {
    interactor.presenter = presenter
  }

  private func score(of password: String) -> Int? {
    interactor.evaluate(request: .init(password: password))
    return presenter.presentStrengthReceivedArguments?.score
  }

  @Test("a long password with digits and mixed case scores 4")
  func strongPassword() {
    #expect(score(of: "Correct-Horse-42") == 4)
  }

  @Test(
    "length earns a point at exactly 8 and another at exactly 12",
    arguments: [
      ("", 0),
      ("aaaaaaa", 0),
      ("aaaaaaaa", 1),
      ("aaaaaaaaaaa", 1),
      ("aaaaaaaaaaaa", 2),
      ("aaaaaaaaaaaaaaaa", 2),
    ])
  func lengthBoundaries(password: String, expected: Int) {
    #expect(
      score(of: password) == expected,
      "\(password.count) lowercase letters should score \(expected)")
  }

  @Test("a digit earns a point on its own")
  func digit() {
    #expect(score(of: "a1") == 1)
    #expect(score(of: "ab") == 0)
  }

  @Test(
    "mixed case earns a point only when both cases are there",
    arguments: [("aB", 1), ("AB", 0), ("ab", 0), ("12", 1)])
  func mixedCase(password: String, expected: Int) {
    #expect(score(of: password) == expected, "\"\(password)\" should score \(expected)")
  }

  @Test("the rules add up independently")
  func rulesAddUp() {
    #expect(score(of: "Abcdefgh") == 2)
    #expect(score(of: "abcdefg1") == 2)
    #expect(score(of: "abcdefghijk1") == 3)
    #expect(score(of: "Abcdefghijkl") == 3)
    #expect(score(of: "Ab1") == 2)
  }

  @Test("the presenter is told the maximum score, once per request")
  func maximumAndCallCount() {
    interactor.evaluate(request: .init(password: "x"))
    #expect(presenter.presentStrengthCallsCount == 1)
    #expect(presenter.presentStrengthReceivedArguments?.maximum == 4)
    #expect(PasswordStrengthInteractor.maximumScore == 4)

    interactor.evaluate(request: .init(password: "x"))
    #expect(presenter.presentStrengthCallsCount == 2, "An identical request is still evaluated.")
  }
}

@Suite("Password strength: presenter")
@MainActor
struct PasswordStrengthPresenterTests {
  let presenter = PasswordStrengthPresenter()
  let view = PasswordStrengthDisplayLogicSpy()

  init() {
    presenter.viewController = view
  }

  @Test(
    "each score reads as the right label, bar and verdict",
    arguments: [
      (0, "Weak", 0.0, false),
      (1, "Weak", 0.25, false),
      (2, "Medium", 0.5, true),
      (3, "Medium", 0.75, true),
      (4, "Strong", 1.0, true),
    ])
  func viewModel(score: Int, label: String, progress: Double, acceptable: Bool) {
    presenter.presentStrength(score: score, maximum: 4)
    #expect(
      view.displayStrengthReceivedViewModel
        == PasswordStrengthScene.Evaluate.ViewModel(
          label: label, progress: progress, isAcceptable: acceptable))
  }

  @Test("the bar is the score over the maximum it is given")
  func progressUsesMaximum() {
    presenter.presentStrength(score: 1, maximum: 2)
    #expect(view.displayStrengthReceivedViewModel?.progress == 0.5)
    presenter.presentStrength(score: 2, maximum: 8)
    #expect(view.displayStrengthReceivedViewModel?.progress == 0.25)
  }

  @Test("the view is asked to display once per score")
  func displaysOnce() {
    presenter.presentStrength(score: 2, maximum: 4)
    #expect(view.displayStrengthCallsCount == 1)
    presenter.presentStrength(score: 2, maximum: 4)
    #expect(view.displayStrengthCallsCount == 2)
  }

  @Test("the presenter holds its view weakly")
  func weakView() {
    assertWeak(\PasswordStrengthPresenter.viewController, of: PasswordStrengthPresenter()) {
      PasswordStrengthDisplayLogicSpy()
    }
  }
}

@Suite("Password strength: the scene")
@MainActor
struct PasswordStrengthSceneTests {
  @Test(
    "interactor and presenter together show what a password is worth",
    arguments: [
      ("abc", "Weak", false),
      ("abcdefgh", "Weak", false),
      ("abcdefg1", "Medium", true),
      ("Correct-Horse-42", "Strong", true),
    ])
  func wholeCycle(password: String, label: String, acceptable: Bool) {
    let interactor = PasswordStrengthInteractor()
    let presenter = PasswordStrengthPresenter()
    let view = PasswordStrengthDisplayLogicSpy()
    interactor.presenter = presenter
    presenter.viewController = view

    interactor.evaluate(request: .init(password: password))

    #expect(view.displayStrengthReceivedViewModel?.label == label)
    #expect(view.displayStrengthReceivedViewModel?.isAcceptable == acceptable)
  }
}
