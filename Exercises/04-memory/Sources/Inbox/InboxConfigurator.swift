/// Builds the Inbox scene. Its wiring is right; the leaks are elsewhere.
@MainActor enum InboxConfigurator {
  static func configure(worker: InboxWorker = InboxWorker()) -> InboxViewController {
    let viewController = InboxViewController()
    let interactor = InboxInteractor()
    let presenter = InboxPresenter()
    let router = InboxRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    interactor.worker = worker
    presenter.viewController = viewController
    router.viewController = viewController
    return viewController
  }
}
