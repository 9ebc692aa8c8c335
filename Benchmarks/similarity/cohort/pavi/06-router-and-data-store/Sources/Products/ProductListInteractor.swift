/// Keeps the catalogue and the user's current choice. It is the only part of the scene that
/// decides whether a tap leads anywhere.
@MainActor final class ProductListInteractor {
  var presenter: (any ProductListPresentationLogic)?

  private let catalogue: [Product]
  private(set) var chosenProduct: Product?

  init(catalogue: [Product]) {
    self.catalogue = catalogue
  }
}

// MARK: - Business logic

/// The requests the list screen can make.
@MainActor protocol ProductListBusinessLogic: AnyObject {
  func fetchCatalogue(request: ProductList.FetchCatalogue.Request)
  func openProduct(request: ProductList.OpenProduct.Request)
}

extension ProductListInteractor: ProductListBusinessLogic {
  func fetchCatalogue(request: ProductList.FetchCatalogue.Request) {
    let response = ProductList.FetchCatalogue.Response(catalogue: catalogue)
    presenter?.presentCatalogue(response: response)
  }

  func openProduct(request: ProductList.OpenProduct.Request) {
    // A tap outside the catalogue clears any earlier choice.
    chosenProduct = catalogue.indices.contains(request.row) ? catalogue[request.row] : nil
    if chosenProduct == nil { return }
    presenter?.presentOpenedProduct(response: ProductList.OpenProduct.Response())
  }
}

// MARK: - Data store

/// What the list hands on to the scenes that follow it: the product picked, if there is one.
@MainActor protocol ProductListDataStore: AnyObject {
  var chosenProduct: Product? { get }
}

extension ProductListInteractor: ProductListDataStore {}
