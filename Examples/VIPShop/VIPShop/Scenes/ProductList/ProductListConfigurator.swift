/// The one place the product list's cycle is wired.
@MainActor
enum ProductListConfigurator {
  static func configure() -> ProductListViewController {
    let viewController = ProductListViewController()
    let interactor = ProductListInteractor()
    let presenter = ProductListPresenter()
    let router = ProductListRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    interactor.worker = ProductListWorker()
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
    return viewController
  }
}
