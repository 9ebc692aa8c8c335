import UIKit

/// Shows Home with the signed-in user.
@MainActor final class SignInRouter: SignInRoutingLogic {
  weak var screen: LoginViewController?
  var source: (any SignInDataStore)?

  func showHome() {
    guard let user = source?.signedInUser, let navigation = screen?.navigationController else {
      return
    }
    let home = HomeViewController()
    home.router?.dataStore?.user = user
    navigation.pushViewController(home, animated: true)
  }
}
