import XCTest

@testable import PasswordStrength

@MainActor
final class PasswordStrengthTests: XCTestCase {
  var interactor: PasswordStrengthInteractor!
  var presenterSpy: PasswordStrengthPresentationLogicSpy!

  override func setUp() async throws {
    interactor = PasswordStrengthInteractor()
    presenterSpy = PasswordStrengthPresentationLogicSpy()
    interactor.presenter = presenterSpy
  }

  func testLengthBoundaries() async {
    let cases: [(String, Int)] = [
      ("aaaaaaa", 0), ("aaaaaaaa", 1), ("aaaaaaaaaaa", 1), ("aaaaaaaaaaaa", 2),
    ]
    for (password, expected) in cases {
      interactor.evaluate(request: PasswordStrengthScene.Evaluate.Request(password: password))
      XCTAssertEqual(presenterSpy.presentStrengthReceivedArguments?.score, expected, password)
    }
  }

  func testDigitAndCase() async {
    interactor.evaluate(request: PasswordStrengthScene.Evaluate.Request(password: "a1"))
    XCTAssertEqual(presenterSpy.presentStrengthReceivedArguments?.score, 1)
    interactor.evaluate(request: PasswordStrengthScene.Evaluate.Request(password: "aB"))
    XCTAssertEqual(presenterSpy.presentStrengthReceivedArguments?.score, 1)
    interactor.evaluate(request: PasswordStrengthScene.Evaluate.Request(password: "BB"))
    XCTAssertEqual(presenterSpy.presentStrengthReceivedArguments?.score, 0)
    XCTAssertEqual(presenterSpy.presentStrengthReceivedArguments?.maximum, 4)
  }

  func testPresenterLabels() async {
    let presenter = PasswordStrengthPresenter()
    let display = PasswordStrengthDisplayLogicSpy()
    presenter.viewController = display
    let expected = [0: "Weak", 1: "Weak", 2: "Medium", 3: "Medium", 4: "Strong"]
    for (score, label) in expected {
      presenter.presentStrength(score: score, maximum: 4)
      XCTAssertEqual(display.displayStrengthReceivedViewModel?.label, label)
      XCTAssertEqual(display.displayStrengthReceivedViewModel?.isAcceptable, score >= 2)
      XCTAssertEqual(display.displayStrengthReceivedViewModel?.progress, Double(score) / 4)
    }
  }
}
