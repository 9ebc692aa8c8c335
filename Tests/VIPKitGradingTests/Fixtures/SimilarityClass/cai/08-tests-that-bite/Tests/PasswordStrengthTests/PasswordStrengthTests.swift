import XCTest

@testable import PasswordStrength

@MainActor
final class InteractorScoreTests: XCTestCase {
  private func evaluate(_ password: String) -> (score: Int, maximum: Int)? {
    let spy = PasswordStrengthPresentationLogicSpy()
    let interactor = PasswordStrengthInteractor()
    interactor.presenter = spy
    interactor.evaluate(request: .init(password: password))
    return spy.presentStrengthReceivedArguments
  }

  func testEmptyPasswordScoresZeroOfFour() async {
    let result = evaluate("")
    XCTAssertEqual(result?.score, 0)
    XCTAssertEqual(result?.maximum, 4)
  }

  func testEightCharactersIsTheFirstLengthPoint() async {
    XCTAssertEqual(evaluate("xxxxxxx")?.score, 0)
    XCTAssertEqual(evaluate("xxxxxxxx")?.score, 1)
  }

  func testTwelveCharactersIsTheSecondLengthPoint() async {
    XCTAssertEqual(evaluate("xxxxxxxxxxx")?.score, 1)
    XCTAssertEqual(evaluate("xxxxxxxxxxxx")?.score, 2)
  }

  func testNumbersAndCases() async {
    XCTAssertEqual(evaluate("7")?.score, 1)
    XCTAssertEqual(evaluate("xY")?.score, 1)
    XCTAssertEqual(evaluate("Y")?.score, 0)
    XCTAssertEqual(evaluate("y")?.score, 0)
  }
}

@MainActor
final class PresenterLabelTests: XCTestCase {
  func testEachLabel() async {
    let view = PasswordStrengthDisplayLogicSpy()
    let presenter = PasswordStrengthPresenter()
    presenter.viewController = view
    presenter.presentStrength(score: 1, maximum: 4)
    XCTAssertEqual(
      view.displayStrengthReceivedViewModel,
      PasswordStrengthScene.Evaluate.ViewModel(label: "Weak", progress: 0.25, isAcceptable: false))
    presenter.presentStrength(score: 3, maximum: 4)
    XCTAssertEqual(
      view.displayStrengthReceivedViewModel,
      PasswordStrengthScene.Evaluate.ViewModel(label: "Medium", progress: 0.75, isAcceptable: true))
    presenter.presentStrength(score: 2, maximum: 4)
    XCTAssertEqual(view.displayStrengthReceivedViewModel?.isAcceptable, true)
    presenter.presentStrength(score: 4, maximum: 4)
    XCTAssertEqual(view.displayStrengthReceivedViewModel?.label, "Strong")
    XCTAssertEqual(view.displayStrengthCallsCount, 4)
  }
}
