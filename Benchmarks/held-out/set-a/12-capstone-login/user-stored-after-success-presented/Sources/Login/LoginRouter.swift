import UIKit

/// Goes to Home, taking the user from the interactor's data store to Home's.
@MainActor final class LoginRouter: LoginRoutingLogic, LoginDataPassing {
  weak var viewController: LoginViewController?
  var dataStore: (any LoginDataStore)?

  func routeToHome() {
    guard let user = dataStore?.user else { return }
    let home = HomeViewController()
    home.router?.dataStore?.user = user
    viewController?.navigationController?.pushViewController(home, animated: true)
  }
}
