/// Creates the scene's components and wires every link, once.
@MainActor enum LoginConfigurator {
  static func configure(service: any AuthenticationService = FakeAuthenticationService())
    -> LoginViewController
  {
    let screen = LoginViewController()
    let interactor = SignInInteractor()
    let presenter = SignInPresenter()
    let router = SignInRouter()
    screen.output = interactor
    screen.routes = router
    interactor.presenter = presenter
    interactor.authentication = AuthenticationWorker(service: service)
    presenter.display = screen
    router.screen = screen
    router.source = interactor
    return screen
  }
}
