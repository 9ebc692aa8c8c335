/// The one place the product detail's cycle is wired.
@MainActor
enum ProductDetailConfigurator {
  static func configure() -> ProductDetailViewController {
    let viewController = ProductDetailViewController()
    let interactor = ProductDetailInteractor()
    let presenter = ProductDetailPresenter()
    let router = ProductDetailRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    interactor.worker = ProductDetailWorker()
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
    return viewController
  }
}
