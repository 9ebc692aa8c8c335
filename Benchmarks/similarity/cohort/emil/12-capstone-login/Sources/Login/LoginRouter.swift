/// Goes from the login to Home, passing the signed-in user on.
@MainActor final class LoginRouter: LoginRoutingLogic {
  weak var viewController: LoginViewController?
  var dataStore: (any LoginDataStore)?

  func routeToHome() {
    guard let user = dataStore?.user, let navigator = viewController?.navigator else { return }
    let home = HomeConfigurator.configure()
    if let homeDataStore = home.router?.dataStore {
      homeDataStore.user = user
    }
    navigator.push(home)
  }
}
