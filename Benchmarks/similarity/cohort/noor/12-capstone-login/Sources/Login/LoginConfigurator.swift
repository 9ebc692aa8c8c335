/// Assembles the login scene for a given authentication service. The tests rely on this
/// exact name and signature; the wiring itself is up to us.
@MainActor
enum LoginConfigurator {
  static func configure(service: any AuthenticationService = FakeAuthenticationService()) -> LoginViewController {
    let viewController = LoginViewController()
    let interactor = LoginInteractor(service: service)
    let presenter = LoginPresenter()
    let router = LoginRouter()
    // View -> inward references are strong, references back to the view are weak, so
    // releasing the view tears the whole scene down.
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
    return viewController
  }
}
