/// Creates the Login scene's components and wires the cycle.
@MainActor enum LoginConfigurator {
  static func configure(worker: any LoginWorkerLogic = LoginWorker()) -> LoginViewController {
    let viewController = LoginViewController()
    let interactor = LoginInteractor()
    let presenter = LoginPresenter()
    let router = LoginRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    interactor.worker = worker
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
    return viewController
  }
}
