/// Goes from the login to Home, handing Home the user the interactor kept.
@MainActor final class LoginRouter: LoginRoutingLogic {
  weak var viewController: LoginViewController?
  var dataStore: (any LoginDataStore)?

  func routeToHome() {
    let home = HomeConfigurator.configure()
    passUser(to: home)
    viewController?.navigator?.push(home)
  }

  private func passUser(to home: HomeViewController) {
    home.router?.dataStore?.user = dataStore?.user
  }
}
