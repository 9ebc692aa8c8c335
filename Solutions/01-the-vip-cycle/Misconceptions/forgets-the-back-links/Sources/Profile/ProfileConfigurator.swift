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
    // The router reads the interactor's data to pass it to the next scene.
    router.dataStore = interactor

    return viewController
  }
}
