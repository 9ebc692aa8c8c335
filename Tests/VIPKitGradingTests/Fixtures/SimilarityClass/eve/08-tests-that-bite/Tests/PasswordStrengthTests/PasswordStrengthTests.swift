import XCTest

@testable import PasswordStrength

@MainActor
final class PasswordStrengthTests: XCTestCase {
  func testRules() async {
    let rules: [String: Int] = [
      "pass": 0, "passpass": 1, "passpasspass": 2, "pass1": 1, "Pass": 1, "PASS": 0,
      "Passpasspas1": 4, "passpasspa1": 2,
    ]
    for (password, score) in rules.sorted(by: { $0.key < $1.key }) {
      let spy = PasswordStrengthPresentationLogicSpy()
      let interactor = PasswordStrengthInteractor()
      interactor.presenter = spy
      interactor.evaluate(request: .init(password: password))
      XCTAssertEqual(spy.presentStrengthReceivedInvocations.map(\.score), [score], "\(password)")
    }
  }

  func testWhatTheViewShows() async throws {
    let view = PasswordStrengthDisplayLogicSpy()
    let presenter = PasswordStrengthPresenter()
    presenter.viewController = view
    for score in [0, 1, 2, 3, 4] { presenter.presentStrength(score: score, maximum: 4) }
    let shown = view.displayStrengthReceivedInvocations
    XCTAssertEqual(shown.map(\.label), ["Weak", "Weak", "Medium", "Medium", "Strong"])
    XCTAssertEqual(shown.map(\.isAcceptable), [false, false, true, true, true])
    XCTAssertEqual(shown.map(\.progress), [0, 0.25, 0.5, 0.75, 1])
  }
}
