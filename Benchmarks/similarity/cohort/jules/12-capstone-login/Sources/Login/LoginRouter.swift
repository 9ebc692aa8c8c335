/// Goes from the login to Home, passing the user from the login's data store to Home's.
@MainActor final class LoginRouter: LoginRoutingLogic {
  weak var viewController: LoginViewController?
  var dataStore: (any LoginDataStore)?

  func routeToHome() {
    let home = HomeConfigurator.configure()
    if let homeDataStore = home.router?.dataStore {
      homeDataStore.user = dataStore?.user
    }
    viewController?.navigator?.push(home)
  }
}
