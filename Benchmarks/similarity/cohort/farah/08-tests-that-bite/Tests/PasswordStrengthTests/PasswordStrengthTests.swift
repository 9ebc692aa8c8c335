import Testing

@testable import PasswordStrength

@Suite("Password strength")
@MainActor
struct PasswordStrengthTests {
  @Test("a long password with digits and mixed case scores 4")
  func strongPassword() {
    let presenter = evaluate("Correct-Horse-42")
    #expect(presenter.presentStrengthReceivedArguments?.score == 4)
  }

  @Test("a score of 4 reads Strong")
  func strongLabel() {
    let view = present(score: 4)
    #expect(view.displayStrengthReceivedViewModel?.label == "Strong")
  }

  // MARK: - Interactor

  @Test(
    "each rule is worth exactly one point, right at its boundary",
    arguments: [
      ("", 0),
      ("aaaaaaa", 0),
      ("aaaaaaaa", 1),
      ("aaaaaaaaaaa", 1),
      ("aaaaaaaaaaaa", 2),
      ("7", 1),
      ("abc7", 1),
      ("Ab", 1),
      ("AB", 0),
      ("ab", 0),
      ("A1", 1),
      ("Ab1", 2),
      ("Abcdefg1", 3),
      ("Abcdefghijk1", 4),
      ("abcdefghijkl", 2),
      ("ABCDEFGHIJK1", 3),
    ])
  func score(password: String, expected: Int) {
    let presenter = evaluate(password)
    #expect(
      presenter.presentStrengthReceivedArguments?.score == expected,
      "\"\(password)\" (\(password.count) characters) should score \(expected)")
  }

  @Test("7 characters score nothing, 8 score a point")
  func eightCharacterBoundary() {
    #expect(evaluate("abcdefg").presentStrengthReceivedArguments?.score == 0)
    #expect(evaluate("abcdefgh").presentStrengthReceivedArguments?.score == 1)
  }

  @Test("11 characters score one point for length, 12 score two")
  func twelveCharacterBoundary() {
    #expect(evaluate("abcdefghijk").presentStrengthReceivedArguments?.score == 1)
    #expect(evaluate("abcdefghijkl").presentStrengthReceivedArguments?.score == 2)
  }

  @Test("the maximum passed on is 4")
  func maximum() {
    let presenter = evaluate("x")
    #expect(presenter.presentStrengthReceivedArguments?.maximum == 4)
    #expect(PasswordStrengthInteractor.maximumScore == 4)
  }

  @Test("the presenter is told exactly once per evaluation, even for an empty password")
  func presentsOnce() {
    let presenter = evaluate("")
    #expect(presenter.presentStrengthCallsCount == 1)
    #expect(presenter.presentStrengthReceivedArguments?.score == 0)
    #expect(presenter.presentStrengthReceivedArguments?.maximum == 4)
  }

  @Test("two evaluations give two presentations")
  func presentsEveryTime() {
    let interactor = PasswordStrengthInteractor()
    let presenter = PasswordStrengthPresentationLogicSpy()
    interactor.presenter = presenter
    interactor.evaluate(request: .init(password: "abcdefgh"))
    interactor.evaluate(request: .init(password: "Abcdefghijk1"))
    #expect(presenter.presentStrengthInvocationScores == [1, 4])
  }

  // MARK: - Presenter

  @Test(
    "the score becomes a label, a bar and a yes or no",
    arguments: [
      (0, "Weak", 0.0, false),
      (1, "Weak", 0.25, false),
      (2, "Medium", 0.5, true),
      (3, "Medium", 0.75, true),
      (4, "Strong", 1.0, true),
    ])
  func viewModel(score: Int, label: String, progress: Double, acceptable: Bool) {
    let view = present(score: score)
    #expect(
      view.displayStrengthReceivedViewModel
        == PasswordStrengthScene.Evaluate.ViewModel(
          label: label, progress: progress, isAcceptable: acceptable))
  }

  @Test("the bar is the score divided by the maximum given")
  func progressUsesMaximum() {
    let presenter = PasswordStrengthPresenter()
    let view = PasswordStrengthDisplayLogicSpy()
    presenter.viewController = view
    presenter.presentStrength(score: 1, maximum: 2)
    #expect(view.displayStrengthReceivedViewModel?.progress == 0.5)
    presenter.presentStrength(score: 3, maximum: 8)
    #expect(view.displayStrengthReceivedViewModel?.progress == 0.375)
  }

  @Test("a score of 1 is not acceptable, 2 is")
  func acceptableBoundary() {
    #expect(present(score: 1).displayStrengthReceivedViewModel?.isAcceptable == false)
    #expect(present(score: 2).displayStrengthReceivedViewModel?.isAcceptable == true)
  }

  @Test("the view is asked to display once per score")
  func displaysOnce() {
    let view = present(score: 2)
    #expect(view.displayStrengthCallsCount == 1)
  }

  @Test("the presenter holds its view weakly")
  func weakView() {
    let presenter = PasswordStrengthPresenter()
    var view: PasswordStrengthDisplayLogicSpy? = PasswordStrengthDisplayLogicSpy()
    presenter.viewController = view
    #expect(presenter.viewController != nil)
    view = nil
    #expect(presenter.viewController == nil)
  }

  // MARK: - Helpers

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

extension PasswordStrengthPresentationLogicSpy {
  var presentStrengthInvocationScores: [Int] {
    presentStrengthReceivedInvocations.map(\.score)
  }
}
