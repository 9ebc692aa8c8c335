/// Shows Home with the signed-in user.
@MainActor final class SignInRouter: SignInRoutingLogic {
  weak var screen: LoginViewController?
  var source: (any SignInDataStore)?

  func showHome() {
    guard let user = source?.signedInUser, let navigator = screen?.navigator else { return }
    let home = HomeConfigurator.configure()
    home.router?.dataStore?.user = user
    navigator.push(home)
  }
}
