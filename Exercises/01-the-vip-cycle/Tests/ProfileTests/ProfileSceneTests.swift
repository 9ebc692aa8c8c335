import Testing
import VIPKit

@testable import Profile

/// The scene as a whole, built by its configurator: the checks this exercise is about.
@Suite("The Profile scene, as the configurator builds it")
@MainActor
struct ProfileSceneTests {
  @Test("every link of the VIP cycle is wired")
  func cycleIsWired() {
    // One failure per missing link, each naming the link and why the scene needs it.
    assertVIPCycle(ProfileConfigurator.configure())
  }

  @Test("the scene goes away when it is closed: no retain cycle")
  func noLeaks() {
    assertNoLeaks { ProfileConfigurator.configure() }
  }

  @Test("the presenter and the router hold the view weakly")
  func backReferencesAreWeak() {
    assertWeak(\ProfilePresenter.viewController, of: ProfilePresenter()) {
      ProfileDisplayLogicSpy()
    }
    assertWeak(\ProfileRouter.viewController, of: ProfileRouter()) { ProfileViewController() }
  }

  @Test("when the screen loads, it shows the user's name and membership")
  func loadingShowsTheProfile() {
    let viewController = ProfileConfigurator.configure()

    viewController.viewDidLoad()

    #expect(
      viewController.nameText == "Ada Lovelace",
      "The screen shows no name: the request never made it round the cycle. See the failures of 'every link of the VIP cycle is wired'."
    )
    #expect(viewController.memberSinceText == "Member since 2015")
  }

  @Test("tapping Edit opens Edit Profile with the user")
  func editOpensEditProfileWithTheUser() {
    let viewController = ProfileConfigurator.configure()
    viewController.viewDidLoad()

    viewController.editTapped()

    let editProfile = viewController.presentedScreen as? EditProfileViewController
    #expect(
      editProfile != nil,
      "Nothing was shown: the view needs its router, and the router needs the view and the data store."
    )
    #expect(editProfile?.dataStore.user?.firstName == "Ada")
  }
}
