/// Builds the list scene around a catalogue. Its name and signature are fixed (the tests build
/// the scene with it); what it creates and wires is yours.
@MainActor enum ProductListConfigurator {
  static func configure(products: [Product]) -> ProductListViewController {
    let viewController = ProductListViewController()
    let interactor = ProductListInteractor()
    let presenter = ProductListPresenter()
    let router = ProductListRouter()
    interactor.products = products
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
    return viewController
  }
}
