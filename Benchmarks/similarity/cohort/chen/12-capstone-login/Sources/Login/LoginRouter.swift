/// Takes the user to Home, handing it the user the interactor kept.
@MainActor final class LoginRouter: LoginRoutingLogic, LoginDataPassing {
  weak var viewController: LoginViewController?
  var dataStore: (any LoginDataStore)?

  func routeToHome() {
    let home = HomeConfigurator.configure()
    if let source = dataStore, let destination = home.router?.dataStore {
      passData(from: source, to: destination)
    }
    viewController?.navigator?.push(home)
  }
}

private extension LoginRouter {
  func passData(from source: any LoginDataStore, to destination: any HomeDataStore) {
    destination.user = source.user
  }
}
