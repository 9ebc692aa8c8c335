/// Builds the list scene around a catalogue: creates its view, interactor, presenter and
/// router, and wires the VIP cycle (back references are weak, so the scene frees itself).
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
    router.viewController = viewController
    router.dataStore = interactor

    return viewController
  }
}
