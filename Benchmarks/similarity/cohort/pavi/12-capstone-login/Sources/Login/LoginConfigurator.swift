/// Assembles the login scene around the app's authentication service (name and signature
/// are fixed by the tests).
@MainActor enum LoginConfigurator {
  static func configure(service: any AuthenticationService = FakeAuthenticationService())
    -> LoginViewController
  {
    let view = LoginViewController()
    let interactor = LoginInteractor()
    let presenter = LoginPresenter()
    let router = LoginRouter()

    interactor.worker = LoginWorker(service: service)
    interactor.presenter = presenter
    presenter.viewController = view  // weak
    router.viewController = view  // weak
    router.dataStore = interactor
    view.interactor = interactor
    view.router = router
    return view
  }
}
