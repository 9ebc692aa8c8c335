import UIKit

/// Routing to Home, with the signed-in user.
@MainActor final class LoginRouter: LoginRoutingLogic, LoginDataPassing {
  weak var viewController: LoginViewController?
  var dataStore: (any LoginDataStore)?

  func routeToHome() {
    guard let viewController, let dataStore, dataStore.user != nil else { return }
    let home = HomeViewController()
    guard let homeStore = home.router?.dataStore else { return }
    viewController.navigationController?.pushViewController(home, animated: true)
    passDataToHome(source: dataStore, destination: homeStore)
  }

  func passDataToHome(source: any LoginDataStore, destination: any HomeDataStore) {
    destination.user = source.user
  }
}
