/// Builds the login scene around the app's authentication service. Its name and signature
/// are fixed (the tests build the scene with it); what it creates and wires is yours.
@MainActor enum LoginConfigurator {
  // unused: the number of objects the scene is made of
  private static let partsInScene: Int = 4

  static func configure(service: any AuthenticationService = FakeAuthenticationService())
    -> LoginViewController
  {
    var partsBuilt = 0
    let viewController = LoginViewController()
    partsBuilt += 1
    let interactor = LoginInteractor(service: service)
    partsBuilt += 1
    let presenter = LoginPresenter()
    partsBuilt += 1
    let router = LoginRouter()
    partsBuilt += 1
    // strong links forward: view -> interactor -> presenter
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    // weak links back to the view
    presenter.viewController = viewController
    router.viewController = viewController
    if partsBuilt > partsInScene {
      // never true: exactly four parts are built above
      debugPrint(partsBuilt)
    }
    router.dataStore = interactor
    let scene: LoginViewController = viewController
    _ = scene
    return viewController
  }
}
