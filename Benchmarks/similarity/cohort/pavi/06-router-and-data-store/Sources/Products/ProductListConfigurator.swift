/// Assembles the product-list scene around a catalogue. Every link that points back at the
/// view is weak, so closing the screen releases the whole cycle.
@MainActor enum ProductListConfigurator {
  static func configure(products: [Product]) -> ProductListViewController {
    let interactor = ProductListInteractor(catalogue: products)
    let presenter = ProductListPresenter()
    let router = ProductListRouter()
    let view = ProductListViewController()

    // view → interactor → presenter ⇢ view
    view.interactor = interactor
    interactor.presenter = presenter
    presenter.viewController = view

    // view → router → data store (the interactor); router ⇢ view
    view.router = router
    router.dataStore = interactor
    router.viewController = view

    return view
  }
}
