import UIKit

/// Where the Profile screen can go.
@MainActor protocol ProfileRoutingLogic: AnyObject {
  func routeToEditProfile()
}

/// Gives the router access to the interactor's data, to pass it on.
@MainActor protocol ProfileDataPassing: AnyObject {
  var dataStore: (any ProfileDataStore)? { get }
}

/// Navigation. Holds the view weakly (the view owns the router), reads the interactor's data
/// store to pass the user to the next scene, and shows that scene from the view: pushed onto
/// the navigation stack the Profile screen is in.
@MainActor final class ProfileRouter: ProfileRoutingLogic, ProfileDataPassing {
  weak var viewController: ProfileViewController?
  var dataStore: (any ProfileDataStore)?

  func routeToEditProfile() {
    guard let viewController, let dataStore else { return }
    let destination = EditProfileViewController()
    passDataToEditProfile(source: dataStore, destination: &destination.dataStore)
    viewController.show(destination, sender: nil)
  }

  func passDataToEditProfile(source: any ProfileDataStore, destination: inout EditProfileDataStore)
  {
    destination.user = source.user
  }
}

/// The next scene, reduced to what this exercise needs: the data it receives.
final class EditProfileViewController: UIViewController {
  var dataStore = EditProfileDataStore()
}

/// What the Edit Profile scene needs from the scene before it.
struct EditProfileDataStore {
  var user: User?
}
