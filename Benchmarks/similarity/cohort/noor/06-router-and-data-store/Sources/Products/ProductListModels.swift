/// Sets up the product list around the given catalogue. Every VIP piece is created here and
/// linked together; links pointing back at the view stay weak so nothing is retained forever.
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

// Request / Response / ViewModel types for every use case of the list.
enum ProductList {
  // Tapping a row; only a real product opens the detail screen.
  enum SelectProduct {
    struct ViewModel {}

    // Empty on purpose: the chosen product is kept in the data store instead.
    struct Response {}

    struct Request {
      let index: Int
    }
  }

  // Showing the whole catalogue once the screen is up.
  enum LoadProducts {
    struct ViewModel {
      let rows: [String]
    }

    struct Response {
      let products: [Product]
    }

    struct Request {}
  }
}
