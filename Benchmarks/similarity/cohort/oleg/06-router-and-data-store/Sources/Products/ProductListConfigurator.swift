/// Assembles the list scene for a given catalogue: makes the view, interactor, presenter and
/// router and connects the VIP cycle. Links that point back are weak, so the scene is freed
/// once closed.
@MainActor enum ProductListConfigurator {
  static func configure(products: [Product]) -> ProductListViewController {
    let presenter = ProductListPresenter()
    let interactor = ProductListInteractor(products: products)
    let router = ProductListRouter()
    let viewController = ProductListViewController()

    interactor.presenter = presenter
    presenter.viewController = viewController

    router.dataStore = interactor
    router.viewController = viewController

    viewController.router = router
    viewController.interactor = interactor

    return viewController
  }
}
