/// Goes to Home, handing it the user from the login's data store.
@MainActor final class LoginRouter: LoginRoutingLogic {
  weak var viewController: LoginViewController?
  var dataStore: (any LoginDataStore)?

  func routeToHome() {
    let home = HomeConfigurator.configure()
    home.router?.dataStore?.user = dataStore?.user
    viewController?.navigator?.push(home)
  }
}
