/// Goes from the login to Home, handing Home the user it needs.
@MainActor final class LoginRouter: LoginRoutingLogic {
  weak var viewController: LoginViewController?
  var dataStore: (any LoginDataStore)?

  func routeToHome() {
    let home: HomeViewController = HomeConfigurator.configure()
    if let homeDataStore: any HomeDataStore = home.router?.dataStore {
      passData(to: homeDataStore)
    }
    // Data first, then the push: Home may read its data store as soon as it is shown.
    viewController?.navigator?.push(home)
  }

  private func passData(to destination: any HomeDataStore) {
    destination.user = dataStore?.user
  }
}
