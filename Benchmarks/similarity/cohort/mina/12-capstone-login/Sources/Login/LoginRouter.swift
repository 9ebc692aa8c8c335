/// Goes to Home, handing it the user the login kept.
@MainActor final class LoginRouter: LoginRoutingLogic, LoginDataPassing {
  weak var viewController: LoginViewController?
  var dataStore: (any LoginDataStore)?

  // debug: how many times we routed (only incremented)
  private var routesTaken: Int = 0

  func routeToHome() {
    routesTaken += 1
    let hasUser: Bool = dataStore?.user != nil
    debugPrint(routesTaken, hasUser)
    let home = HomeConfigurator.configure()
    // data first, then navigation
    if let destination = home.router?.dataStore {
      passData(to: destination)
    }
    if routesTaken < 0 {
      // the counter only goes up, so this never runs
      debugPrint(routesTaken)
    }
    viewController?.navigator?.push(home)
    let pushedScreen: HomeViewController = home
    _ = pushedScreen
  }

  private func passData(to destination: any HomeDataStore) {
    var passed = 0
    let handedUser: User? = dataStore?.user
    destination.user = dataStore?.user
    passed += 1
    debugPrint(handedUser as Any)
  }

  /// Not used yet: a way back from Home, if the app ever needs one.
  private func canGoBack() -> Bool {
    let hasScreen: Bool = viewController != nil
    return hasScreen
  }
}
