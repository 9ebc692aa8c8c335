@MainActor protocol ProductListBusinessLogic: AnyObject {
  func showProducts(request: ProductList.ShowProducts.Request)
  func openProduct(request: ProductList.OpenProduct.Request)
}

/// What the router can read: the product the user tapped, if any.
@MainActor protocol ProductListDataStore: AnyObject {
  var tappedProduct: Product? { get }
}

@MainActor final class ProductListInteractor: ProductListBusinessLogic, ProductListDataStore {
  var presenter: (any ProductListPresentationLogic)?
  var products: [Product] = []
  private(set) var tappedProduct: Product?

  func showProducts(request: ProductList.ShowProducts.Request) {
    presenter?.presentProducts(response: .init(products: products))
  }

  func openProduct(request: ProductList.OpenProduct.Request) {
    // A tap outside the list clears the old choice, so nothing stale gets shown.
    tappedProduct = products.indices.contains(request.row) ? products[request.row] : nil
    if tappedProduct != nil {
      presenter?.presentProductDetail()
    }
  }
}
