/// Builds the login scene around the app's authentication service. Its name and signature
/// are fixed (the tests build the scene with it); what it creates and wires is yours.
@MainActor enum LoginConfigurator {
  static func configure(service: any AuthenticationService = FakeAuthenticationService())
    -> LoginViewController
  {
    let viewController = LoginViewController()
    let interactor = LoginInteractor(service: service)
    let presenter = LoginPresenter()
    let router = LoginRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
    return viewController
  }
}
