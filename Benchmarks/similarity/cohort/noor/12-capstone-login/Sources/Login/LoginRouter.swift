/// Navigation from Login to Home, passing the signed-in user along.
@MainActor
final class LoginRouter: LoginRoutingLogic {
  var dataStore: (any LoginDataStore)?
  weak var viewController: LoginViewController?

  private func passData(to destination: any HomeDataStore) {
    destination.user = dataStore?.user
  }

  func routeToHome() {
    let home: HomeViewController = HomeConfigurator.configure()
    if let homeDataStore: any HomeDataStore = home.router?.dataStore {
      passData(to: homeDataStore)
    }
    // Hand over the data before pushing, Home can read it immediately.
    viewController?.navigator?.push(home)
  }
}
