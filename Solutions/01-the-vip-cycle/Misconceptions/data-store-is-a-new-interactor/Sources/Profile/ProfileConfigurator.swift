/// Builds the Profile scene: creates its components and wires the VIP cycle.
@MainActor enum ProfileConfigurator {
  static func configure() -> ProfileViewController {
    let viewController = ProfileViewController()
    let interactor = ProfileInteractor()
    let presenter = ProfilePresenter()
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
    // The router keeps its own data store to pass data to the next scene.
    router.dataStore = ProfileInteractor()

    return viewController
  }
}
