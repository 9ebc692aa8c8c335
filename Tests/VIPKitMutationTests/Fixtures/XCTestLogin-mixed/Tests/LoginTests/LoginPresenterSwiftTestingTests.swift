import Testing

@testable import Login

/// Swift Testing beside the weak XCTest suite: together they form a mixed package, and the
/// mutants these tests kill must count as killed.
@Suite("The login presenter, in Swift Testing")
@MainActor
struct LoginPresenterSwiftTestingTests {
  @Test("loading is passed through to the view")
  func loading() {
    let sut = LoginPresenter()
    let view = LoginDisplayLogicSpy()
    sut.viewController = view
    sut.presentLoading(isLoading: true)
    #expect(view.loading == [true])
  }

  @Test("an error is shown as an error")
  func error() {
    let sut = LoginPresenter()
    let view = LoginDisplayLogicSpy()
    sut.viewController = view
    sut.presentError(message: "No.")
    #expect(view.viewModel == .init(message: "No.", isError: true))
  }
}
