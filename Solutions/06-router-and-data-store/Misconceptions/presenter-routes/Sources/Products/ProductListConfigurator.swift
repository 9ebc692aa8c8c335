/// Builds the list scene and wires its cycle.
@MainActor enum ProductListConfigurator {
  static func configure(products: [Product]) -> ProductListViewController {
    let viewController = ProductListViewController()
    let interactor = ProductListInteractor(products: products)
    let presenter = ProductListPresenter()
    let router = ProductListRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    presenter.router = router
    router.viewController = viewController
    router.dataStore = interactor
    return viewController
  }
}
