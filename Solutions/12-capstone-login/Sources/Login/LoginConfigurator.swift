/// Creates the scene's components and wires every link, once.
@MainActor enum LoginConfigurator {
  static func configure(service: any AuthenticationService = FakeAuthenticationService())
    -> LoginViewController
  {
    let viewController = LoginViewController()
    let interactor = LoginInteractor()
    let presenter = LoginPresenter()
    let router = LoginRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    interactor.worker = LoginWorker(service: service)
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
    return viewController
  }
}
