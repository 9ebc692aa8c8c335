/// Builds the Profile scene: creates its components and wires the VIP cycle.
@MainActor enum ProfileConfigurator {
  /// The presenter only formats and keeps nothing, so every Profile screen can use this one.
  private static let presenter = ProfilePresenter()

  static func configure() -> ProfileViewController {
    let viewController = ProfileViewController()
    let interactor = ProfileInteractor()
    let router = ProfileRouter()
    let worker = ProfileWorker()

    // Forward links are strong: the view owns the interactor and the router, the interactor
    // owns the presenter and the worker.
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    interactor.worker = worker
    // Back links are weak properties: the presenter and the router point back at the view
    // without owning it, so closing the screen frees the whole scene.
    presenter.viewController = viewController
    router.viewController = viewController
    // The router reads the interactor's data to pass it to the next scene.
    router.dataStore = interactor

    return viewController
  }
}
