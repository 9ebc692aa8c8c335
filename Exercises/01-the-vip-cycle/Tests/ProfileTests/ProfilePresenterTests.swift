import Testing

@testable import Profile

/// The presenter alone, with a spy in place of the view.
@Suite("ProfilePresenter")
@MainActor
struct ProfilePresenterTests {
  @Test("formats the full name and the year the user joined")
  func formatsTheProfile() {
    let presenter = ProfilePresenter()
    let view = ProfileDisplayLogicSpy()
    presenter.viewController = view

    presenter.presentProfile(
      response: ProfileScene.Load.Response(
        user: User(firstName: "Ada", lastName: "Lovelace", joinedYear: 2015)))

    #expect(
      view.displayProfileReceivedViewModel
        == ProfileScene.Load.ViewModel(name: "Ada Lovelace", memberSince: "Member since 2015"))
  }
}
