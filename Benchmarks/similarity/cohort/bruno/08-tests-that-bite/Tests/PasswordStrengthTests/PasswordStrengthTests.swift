import Testing

@testable import PasswordStrength

/// The interactor scores a password; the presenter turns a score into what the screen shows.
@Suite("Password strength")
@MainActor
struct PasswordStrengthTests {
  // MARK: - Interactor: the whole score

  @Test("a long password with digits and mixed case scores 4")
  func strongPassword() {
    #expect(score(of: "Correct-Horse-42") == 4)
  }

  @Test("an empty password scores nothing")
  func emptyPassword() {
    #expect(score(of: "") == 0)
  }

  // MARK: - Interactor: length

  @Test(
    "length earns a point at 8 characters and another at 12",
    arguments: [
      (7, 0),
      (8, 1),
      (11, 1),
      (12, 2),
    ])
  func lengthPoints(length: Int, expected: Int) {
    let lowercaseOnly = String(repeating: "a", count: length)
    #expect(
      score(of: lowercaseOnly) == expected,
      "\(length) lowercase letters should score \(expected)")
  }

  // MARK: - Interactor: digits

  @Test("a digit alone scores one point")
  func digitScores() {
    #expect(score(of: "7") == 1)
  }

  @Test("a letter without a digit scores nothing")
  func noDigitNoPoint() {
    #expect(score(of: "a") == 0)
  }

  // MARK: - Interactor: mixed case

  @Test("upper- and lowercase together score one point")
  func mixedCaseScores() {
    #expect(score(of: "Ab") == 1)
  }

  @Test("only uppercase letters score nothing for case")
  func onlyUppercase() {
    #expect(score(of: "AB") == 0)
  }

  @Test("only lowercase letters score nothing for case")
  func onlyLowercase() {
    #expect(score(of: "ab") == 0)
  }

  // MARK: - Interactor: what it hands on

  @Test("the score is out of a maximum of 4")
  func maximumIsFour() {
    let presenter = evaluate("Ab")
    #expect(presenter.presentStrengthReceivedArguments?.maximum == 4)
  }

  @Test("each evaluation is presented exactly once")
  func presentsOnce() {
    let presenter = evaluate("Correct-Horse-42")
    #expect(presenter.presentStrengthCallsCount == 1)
  }

  // MARK: - Presenter

  @Test(
    "each score out of 4 gets its label, bar and verdict",
    arguments: [
      (0, "Weak", 0.0, false),
      (1, "Weak", 0.25, false),
      (2, "Medium", 0.5, true),
      (3, "Medium", 0.75, true),
      (4, "Strong", 1.0, true),
    ])
  func viewModelForScore(score: Int, label: String, progress: Double, isAcceptable: Bool) {
    let view = display(score: score, maximum: 4)
    let expected = PasswordStrengthScene.Evaluate.ViewModel(
      label: label, progress: progress, isAcceptable: isAcceptable)
    #expect(view.displayStrengthReceivedViewModel == expected)
  }

  @Test("the bar fills by the score over the given maximum, not a fixed one")
  func progressUsesMaximum() {
    let view = display(score: 1, maximum: 2)
    #expect(view.displayStrengthReceivedViewModel?.progress == 0.5)
  }

  @Test("a score of 4 reads Strong")
  func strongLabel() {
    let view = display(score: 4, maximum: 4)
    #expect(view.displayStrengthReceivedViewModel?.label == "Strong")
  }

  @Test("the view is asked to display once per score")
  func displaysOnce() {
    let view = display(score: 2, maximum: 4)
    #expect(view.displayStrengthCallsCount == 1)
  }

  @Test("the presenter holds its view weakly")
  func viewIsWeak() {
    let presenter = PasswordStrengthPresenter()
    do {
      let view = PasswordStrengthDisplayLogicSpy()
      presenter.viewController = view
    }
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

  private func score(of password: String) -> Int? {
    evaluate(password).presentStrengthReceivedArguments?.score
  }

  private func display(score: Int, maximum: Int) -> PasswordStrengthDisplayLogicSpy {
    let presenter = PasswordStrengthPresenter()
    let view = PasswordStrengthDisplayLogicSpy()
    presenter.viewController = view
    presenter.presentStrength(score: score, maximum: maximum)
    return view
  }
}
