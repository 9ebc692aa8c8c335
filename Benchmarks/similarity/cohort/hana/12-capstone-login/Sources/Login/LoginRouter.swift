/// Goes to Home through the screen's navigator, with the user from the interactor's data store.
@MainActor final class LoginRouter: LoginRoutingLogic, LoginDataPassing {
  weak var viewController: LoginViewController?
  var dataStore: (any LoginDataStore)?

  func routeToHome() {
    let home = HomeConfigurator.configure()
    if let source = dataStore, let destination = home.router?.dataStore {
      passDataToHome(source: source, destination: destination)
    }
    viewController?.navigator?.push(home)
  }

  private func passDataToHome(source: any LoginDataStore, destination: any HomeDataStore) {
    destination.user = source.user
  }
}
