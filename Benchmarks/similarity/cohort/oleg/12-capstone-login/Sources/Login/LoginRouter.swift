/// Takes the user from the login to Home, with the user Home needs.
@MainActor final class LoginRouter: LoginRoutingLogic {
  var dataStore: (any LoginDataStore)?
  weak var viewController: LoginViewController?

  func routeToHome() {
    let destination = HomeConfigurator.configure()
    // Hand over the data before pushing: Home may read its data store the moment it appears.
    if let homeStore = destination.router?.dataStore {
      homeStore.user = dataStore?.user
    }
    viewController?.navigator?.push(destination)
  }
}
