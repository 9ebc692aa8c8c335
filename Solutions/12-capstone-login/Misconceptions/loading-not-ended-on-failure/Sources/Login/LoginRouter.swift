/// Routing to Home, with the signed-in user.
@MainActor final class LoginRouter: LoginRoutingLogic, LoginDataPassing {
  weak var viewController: LoginViewController?
  var dataStore: (any LoginDataStore)?

  func routeToHome() {
    guard let viewController, let dataStore, dataStore.user != nil else { return }
    let home = HomeConfigurator.configure()
    guard let homeStore = home.router?.dataStore else { return }
    passDataToHome(source: dataStore, destination: homeStore)
    viewController.navigator?.push(home)
  }

  func passDataToHome(source: any LoginDataStore, destination: any HomeDataStore) {
    destination.user = source.user
  }
}
