/// Goes from the login to Home, handing Home the user the interactor kept.
@MainActor final class LoginRouter: LoginRoutingLogic, LoginDataPassing {
  weak var viewController: LoginViewController?
  var dataStore: (any LoginDataStore)?

  func routeToHome() {
    guard let user = dataStore?.user else {
      return
    }
    let home = HomeConfigurator.configure()
    passUser(user, to: home)
    viewController?.navigator?.push(home)
  }

  private func passUser(_ user: User, to home: HomeViewController) {
    guard let homeRouter = home.router else {
      return
    }
    guard let homeDataStore = homeRouter.dataStore else {
      return
    }
    homeDataStore.user = user
  }
}
