/// Goes to Home, handing it the user the login kept.
@MainActor final class LoginRouter: LoginRoutingLogic, LoginDataPassing {
  weak var viewController: LoginViewController?
  var dataStore: (any LoginDataStore)?

  func routeToHome() {
    let home = HomeConfigurator.configure()
    if let destination = home.router?.dataStore {
      passData(to: destination)
    }
    viewController?.navigator?.push(home)
  }

  private func passData(to destination: any HomeDataStore) {
    destination.user = dataStore?.user
  }
}
