/// Leaves the login for Home, handing Home the user the interactor kept.
@MainActor final class LoginRouter: LoginRoutingLogic, LoginDataPassing {
  weak var viewController: LoginViewController?
  var dataStore: (any LoginDataStore)?

  func routeToHome() {
    guard let sourceViewController = viewController,
      let navigator = sourceViewController.navigator
    else {
      return
    }
    let homeViewController = HomeConfigurator.configure()
    guard let homeDataStore = homeViewController.router?.dataStore else {
      return
    }
    passDataToHome(source: dataStore, destination: homeDataStore)
    navigator.push(homeViewController)
  }

  // MARK: - Passing data

  private func passDataToHome(source: (any LoginDataStore)?, destination: any HomeDataStore) {
    destination.user = source?.user
  }
}
