/// What the product list's view asks of it.
@MainActor
protocol ProductListBusinessLogic: AnyObject {
  func fetchProducts(request: ProductList.FetchProducts.Request) async
  func selectProduct(request: ProductList.SelectProduct.Request)
}

/// What the product list knows for the next scene.
@MainActor
protocol ProductListDataStore: AnyObject {
  var products: [Product] { get }
  var selectedProduct: Product? { get }
}

/// The product list's decisions: fetch the catalogue (showing loading meanwhile, in every
/// path), keep it, and remember the product chosen.
@MainActor
final class ProductListInteractor: ProductListBusinessLogic, ProductListDataStore {
  var presenter: (any ProductListPresentationLogic)?
  var worker: (any ProductListWorkerLogic)?
  private(set) var products: [Product] = []
  private(set) var selectedProduct: Product?

  func fetchProducts(request: ProductList.FetchProducts.Request) async {
    guard let worker else { return }
    presenter?.presentLoading(isLoading: true)
    do {
      products = try await worker.fetchProducts()
      presenter?.presentProducts(response: ProductList.FetchProducts.Response(products: products))
    } catch {
      presenter?.presentFetchFailure(response: ProductList.FetchFailure.Response())
    }
    presenter?.presentLoading(isLoading: false)
  }

  func selectProduct(request: ProductList.SelectProduct.Request) {
    guard products.indices.contains(request.index) else { return }
    selectedProduct = products[request.index]
  }
}
