/// What the list's view asks of its interactor: the user chose a product.
@MainActor protocol ProductListBusinessLogic: AnyObject {
  func selectProduct(request: ProductList.Select.Request)
}

/// The list's state the router passes on.
@MainActor protocol ProductListDataStore: AnyObject {
  var products: [Product] { get }
  var selectedProduct: Product? { get }
}

@MainActor protocol ProductListRoutingLogic: AnyObject {
  func routeToProductDetail()
}

@MainActor protocol ProductListDataPassing: AnyObject {
  var dataStore: (any ProductListDataStore)? { get }
}

/// The list screen.
@MainActor final class ProductListViewController {
  var interactor: (any ProductListBusinessLogic)?
  var router: (any ProductListRoutingLogic & ProductListDataPassing)?
  /// Who shows the next screen (a navigation controller on iOS).
  weak var navigator: (any Navigator)?

  /// The user tapped a row: remember the product, then go to its detail.
  func didSelectRow(at index: Int) {
    interactor?.selectProduct(request: ProductList.Select.Request(index: index))
    router?.routeToProductDetail()
  }
}

/// Keeps the catalogue and the selection: the data store the router reads.
@MainActor final class ProductListInteractor: ProductListBusinessLogic, ProductListDataStore {
  private(set) var products: [Product]
  private(set) var selectedProduct: Product?

  init(products: [Product]) {
    self.products = products
  }

  func selectProduct(request: ProductList.Select.Request) {
    guard products.indices.contains(request.index) else {
      selectedProduct = nil
      return
    }
    selectedProduct = products[request.index]
  }
}

/// Builds the list scene.
@MainActor enum ProductListConfigurator {
  static func configure(products: [Product]) -> ProductListViewController {
    let viewController = ProductListViewController()
    let interactor = ProductListInteractor(products: products)
    let router = ProductListRouter()
    viewController.interactor = interactor
    viewController.router = router
    router.viewController = viewController
    router.dataStore = interactor
    return viewController
  }
}
