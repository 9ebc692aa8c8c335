/// Builds the login scene around the app's authentication service. Its name and signature
/// are fixed (the tests build the scene with it); what it creates and wires is yours.
@MainActor enum LoginConfigurator {
  static func configure(service: any AuthenticationService = FakeAuthenticationService())
    -> LoginViewController
  {
    let interactor = LoginInteractor(service: service)
    let presenter = LoginPresenter()
    let router = LoginRouter()
    let screen = LoginViewController()

    // Everything points inwards strongly from the view; only the links back to it are weak,
    // so closing the screen frees the whole scene.
    interactor.presenter = presenter
    presenter.viewController = screen
    router.dataStore = interactor
    router.viewController = screen
    screen.router = router
    screen.interactor = interactor
    return screen
  }
}
