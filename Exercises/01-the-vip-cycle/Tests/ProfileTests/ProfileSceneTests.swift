import Testing
import UIKit
import VIPKit

@testable import Profile

/// The scene as a whole, as a `ProfileViewController` sets it up when it is made: the checks
/// this exercise is about.
@Suite("The Profile scene, as the screen sets it up")
@MainActor
struct ProfileSceneTests {
  @Test("every link of the VIP cycle is wired")
  func cycleIsWired() {
    // One failure per missing link, each naming the link and why the scene needs it.
    assertVIPCycle(ProfileViewController())
  }

  @Test("the scene goes away when its screen is popped: no retain cycle, nothing else keeps it")
  func noLeaks() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    // The app's way of closing a screen: the stack owned it, and lets it go.
    assertNoLeaks {
      let profile = ProfileViewController()
      navigation.pushViewController(profile, animated: false)
      profile.loadViewIfNeeded()
      navigation.popViewController(animated: false)
      return profile
    }
  }

  @Test("the presenter and the router hold the view weakly")
  func backReferencesAreWeak() {
    assertWeak(\ProfilePresenter.viewController, of: ProfilePresenter()) {
      ProfileDisplayLogicSpy()
    }
    assertWeak(\ProfileRouter.viewController, of: ProfileRouter()) { ProfileViewController() }
  }

  @Test("when the view loads, it shows the user's name and membership")
  func loadingShowsTheProfile() {
    let viewController = ProfileViewController()

    viewController.loadViewIfNeeded()

    #expect(
      viewController.nameLabel.text == "Ada Lovelace",
      "The screen shows no name: the request never made it round the cycle. See the failures of 'every link of the VIP cycle is wired'."
    )
    #expect(viewController.memberSinceLabel.text == "Member since 2015")
  }

  @Test("tapping Edit pushes Edit Profile with the user")
  func editOpensEditProfileWithTheUser() {
    let viewController = ProfileViewController()
    let navigation = UINavigationController(rootViewController: viewController)
    viewController.loadViewIfNeeded()

    viewController.editButton.sendActions(for: .touchUpInside)

    let editProfile = navigation.topViewController as? EditProfileViewController
    #expect(
      editProfile != nil,
      "Nothing was pushed: the view needs its router, and the router needs the view and the data store."
    )
    #expect(editProfile?.dataStore.user?.firstName == "Ada")
  }
}
