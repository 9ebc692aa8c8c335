@MainActor enum ProductListConfigurator {
  static func configure(products: [Product]) -> ProductListViewController {
    let screen = ProductListViewController()
    let interactor = CatalogueInteractor(products: products)
    let presenter = CataloguePresenter()
    let router = CatalogueRouter()
    screen.output = interactor
    screen.navigation = router
    interactor.presenter = presenter
    presenter.screen = screen
    router.screen = screen
    router.source = interactor
    return screen
  }
}
