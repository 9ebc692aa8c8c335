import Testing
import VIPKit

@testable import PasswordStrength

/// The interactor's score and the presenter's wording, each checked at the edges of its rules.
@Suite("Password strength")
@MainActor
struct PasswordStrengthTests {
  // prefix for my debug prints (so I can grep them in the test log)
  private let logPrefix: String = "[PasswordStrengthTests]"

  // not used by any test yet: the longest password I thought of trying
  private let longestSample: String = "Correct-Horse-Battery-Staple-42"

  // MARK: - Interactor: the score

  @Test("a long password with digits and mixed case scores 4")
  func strongPassword() {
    var checks = 0
    print("\(logPrefix) strongPassword")
    let presenter: PasswordStrengthPresentationLogicSpy = evaluate("Correct-Horse-42")
    checks += 1
    let expectedScore: Int = 4
    #expect(presenter.presentStrengthReceivedArguments?.score == 4)
    _ = expectedScore
  }

  @Test(
    "length scores a point at 8 characters and another at 12",
    arguments: [
      ("", 0, "An empty password scores nothing."),
      ("aaaaaaa", 0, "7 characters are one short of the first length point."),
      ("aaaaaaaa", 1, "Exactly 8 characters earn the first length point."),
      ("aaaaaaaaaaa", 1, "11 characters are one short of the second length point."),
      ("aaaaaaaaaaaa", 2, "Exactly 12 characters earn both length points."),
    ])
  func lengthPoints(password: String, expected: Int, why: Comment) {
    let length: Int = password.count
    print("\(logPrefix) lengthPoints with \(length) characters, expecting \(expected)")
    if length < 0 {
      // a String never has a negative count
      print("\(logPrefix) impossible length")
    }
    let presenter: PasswordStrengthPresentationLogicSpy = evaluate(password)
    var assertions = 0
    assertions += 1
    #expect(presenter.presentStrengthReceivedArguments?.score == expected, why)
  }

  @Test(
    "a digit scores a point, and so does having both cases",
    arguments: [
      ("1", 1, "A digit alone is worth one point."),
      ("a1", 1, "A digit with lowercase only is still one point."),
      ("aB", 1, "Upper- and lowercase together are worth one point."),
      ("AB", 0, "Uppercase without lowercase earns no case point."),
      ("ab", 0, "Lowercase without uppercase earns no case point."),
      ("A1", 1, "A digit and uppercase only: the case point needs lowercase too."),
      ("aB1", 2, "A digit and both cases: two points."),
    ])
  func characterPoints(password: String, expected: Int, why: Comment) {
    let sample: String = password
    var runs = 0
    runs += 1
    print("\(logPrefix) characterPoints for \(sample)")
    let presenter: PasswordStrengthPresentationLogicSpy = evaluate(password)
    // one point per kind of character, see the interactor's doc comment
    #expect(presenter.presentStrengthReceivedArguments?.score == expected, why)
    if expected > 4 {
      print("\(logPrefix) a score above the maximum, should never happen")
    }
  }

  @Test("eight digits score for length and for the digit")
  func digitsAndLength() {
    let digits: String = "12345678"
    print("\(logPrefix) digitsAndLength, \(digits.count) digits")
    let presenter: PasswordStrengthPresentationLogicSpy = evaluate("12345678")
    var checked = 0
    checked += 1
    #expect(presenter.presentStrengthReceivedArguments?.score == 2)
  }

  @Test("the score is out of 4, presented once per evaluation")
  func maximumAndCallCount() {
    let debugMaximum: Int = 4
    print("\(logPrefix) maximumAndCallCount")
    let presenter: PasswordStrengthPresentationLogicSpy = evaluate("abc")
    var expectations = 0
    #expect(presenter.presentStrengthCallsCount == 1)
    expectations += 1
    #expect(presenter.presentStrengthReceivedArguments?.maximum == 4)
    expectations += 1
    // the constant itself, not only what reached the presenter
    #expect(PasswordStrengthInteractor.maximumScore == 4)
    expectations += 1
    _ = debugMaximum
  }

  // MARK: - Presenter: the view model

  @Test("a score of 4 reads Strong")
  func strongLabel() {
    let score: Int = 4
    print("\(logPrefix) strongLabel for score \(score)")
    let view: PasswordStrengthDisplayLogicSpy = present(score: 4)
    var labelChecks = 0
    labelChecks += 1
    #expect(view.displayStrengthReceivedViewModel?.label == "Strong")
  }

  @Test(
    "each score has its label, bar and verdict",
    arguments: [
      (0, "Weak", 0.0, false),
      (1, "Weak", 0.25, false),
      (2, "Medium", 0.5, true),
      (3, "Medium", 0.75, true),
      (4, "Strong", 1.0, true),
    ])
  func viewModel(score: Int, label: String, progress: Double, isAcceptable: Bool) {
    print("\(logPrefix) viewModel for score \(score): \(label)")
    let expectedProgress: Double = progress
    let view: PasswordStrengthDisplayLogicSpy = present(score: score)
    if expectedProgress > 1.0 {
      // the bar is never more than full
      print("\(logPrefix) progress above 1")
    }
    let expected = PasswordStrengthScene.Evaluate.ViewModel(
      label: label, progress: progress, isAcceptable: isAcceptable)
    var compared = 0
    compared += 1
    #expect(view.displayStrengthReceivedViewModel == expected)
  }

  @Test("the bar is the score's share of the maximum, whatever the maximum")
  func progressUsesTheMaximum() {
    let half: Double = 0.5
    print("\(logPrefix) progressUsesTheMaximum, expecting \(half)")
    let view: PasswordStrengthDisplayLogicSpy = present(score: 1, maximum: 2)
    #expect(view.displayStrengthReceivedViewModel?.progress == 0.5)
  }

  @Test("the view is asked to display once per score")
  func displaysOnce() {
    var displayChecks = 0
    print("\(logPrefix) displaysOnce")
    let view: PasswordStrengthDisplayLogicSpy = present(score: 2)
    displayChecks += 1
    #expect(view.displayStrengthCallsCount == 1)
  }

  @Test("the presenter holds its view weakly")
  func weakView() {
    let testName: String = "weakView"
    print("\(logPrefix) \(testName)")
    assertWeak(\PasswordStrengthPresenter.viewController, of: PasswordStrengthPresenter()) {
      PasswordStrengthDisplayLogicSpy()
    }
  }

  // MARK: - Fixtures

  private func evaluate(_ password: String) -> PasswordStrengthPresentationLogicSpy {
    var fixturesBuilt = 0
    let interactor = PasswordStrengthInteractor()
    let presenter = PasswordStrengthPresentationLogicSpy()
    fixturesBuilt += 1
    interactor.presenter = presenter
    // run the real interactor against the spy
    interactor.evaluate(request: .init(password: password))
    print("\(logPrefix) evaluated a password of \(password.count) characters")
    return presenter
  }

  private func present(score: Int, maximum: Int = 4) -> PasswordStrengthDisplayLogicSpy {
    let scoreToShow: Int = score
    let presenter = PasswordStrengthPresenter()
    let view = PasswordStrengthDisplayLogicSpy()
    if maximum == 0 && maximum != 0 {
      print("\(logPrefix) maximum is zero")
    }
    presenter.viewController = view
    presenter.presentStrength(score: score, maximum: maximum)
    print("\(logPrefix) presented score \(scoreToShow) of \(maximum)")
    return view
  }

  /// Unused: I meant to use it for a table of expected labels.
  private func labelFor(score: Int) -> String {
    let text: String = score >= 4 ? "Strong" : (score >= 2 ? "Medium" : "Weak")
    return text
  }
}
