/// The data the list keeps for whichever scene comes next: the product picked, or nothing.
@MainActor protocol ProductListDataStore: AnyObject {
  var chosenProduct: Product? { get }
}

/// The requests the list screen can make of its business logic.
@MainActor protocol ProductListBusinessLogic: AnyObject {
  func fetchCatalogue(request: ProductList.FetchCatalogue.Request)
  func pickProduct(request: ProductList.PickProduct.Request)
}

/// Holds the catalogue and what was picked from it, and is the one to decide whether a
/// tap opens a detail.
@MainActor final class ProductListInteractor: ProductListBusinessLogic, ProductListDataStore {
  private let catalogue: [Product]
  private(set) var chosenProduct: Product?

  var presenter: (any ProductListPresentationLogic)?

  init(products: [Product]) {
    catalogue = products
  }

  func pickProduct(request: ProductList.PickProduct.Request) {
    // A tap outside the catalogue clears whatever had been picked before.
    chosenProduct = product(at: request.index)
    if chosenProduct != nil {
      presenter?.presentDetail(response: .init())
    }
  }

  func fetchCatalogue(request: ProductList.FetchCatalogue.Request) {
    presenter?.presentCatalogue(response: .init(products: catalogue))
  }

  /// The product on row `index`, or `nil` when there is no such row.
  private func product(at index: Int) -> Product? {
    catalogue.indices.contains(index) ? catalogue[index] : nil
  }
}
