/// Navigation out of the login: to Home, carrying the signed-in user along.
@MainActor final class LoginRouter: LoginRoutingLogic {
  weak var viewController: LoginViewController?
  var dataStore: (any LoginDataStore)?

  func routeToHome() {
    let home = HomeConfigurator.configure()
    // Hand over the data before pushing: Home can read it the moment it appears.
    home.router?.dataStore?.user = dataStore?.user
    viewController?.navigator?.push(home)
  }
}
