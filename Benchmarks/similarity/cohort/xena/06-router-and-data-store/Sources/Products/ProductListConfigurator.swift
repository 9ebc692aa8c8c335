/// Builds the list scene around a catalogue. Its name and signature are fixed (the tests build
/// the scene with it); what it creates and wires is yours.
@MainActor enum ProductListConfigurator {
  /// Creates the four parts of the scene and connects them.
  static func configure(products: [Product]) -> ProductListViewController {
    let viewController = ProductListViewController()
    let interactor = ProductListInteractor(products: products)
    let presenter = ProductListPresenter()
    let router = ProductListRouter()

    // view -> interactor -> presenter -> view (weak)
    viewController.interactor = interactor
    interactor.presenter = presenter
    presenter.viewController = viewController

    // view -> router -> view (weak), and the router reads the interactor's data store
    viewController.router = router
    router.viewController = viewController
    router.dataStore = interactor

    return viewController
  }
}
