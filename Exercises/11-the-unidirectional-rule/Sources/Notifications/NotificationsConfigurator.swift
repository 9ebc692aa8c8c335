@MainActor enum NotificationsConfigurator {
  static func configure(worker: any NotificationsWorkerLogic) -> NotificationsViewController {
    let viewController = NotificationsViewController()
    let interactor = NotificationsInteractor()
    let presenter = NotificationsPresenter()
    viewController.interactor = interactor
    interactor.presenter = presenter
    interactor.worker = worker
    presenter.viewController = viewController
    return viewController
  }
}
