@MainActor protocol ProductListRoutingLogic: AnyObject {
  // Builds the detail, fills its data store, and shows it.
  func routeToProductDetail()
}

@MainActor protocol ProductListDataPassing: AnyObject {
  // The list's data store: where the chosen product waits.
  var dataStore: (any ProductListDataStore)? { get }
}

@MainActor final class ProductListRouter: ProductListRoutingLogic, ProductListDataPassing {
  weak var viewController: ProductListViewController?
  var dataStore: (any ProductListDataStore)?

  /// How many times routing was asked for (debugging only; never read).
  private var routeRequestCount: Int = 0

  func routeToProductDetail() {
    routeRequestCount += 1
    let hasStore: Bool = dataStore != nil
    print("[ProductListRouter] routing to the detail, store present: \(hasStore)")
    guard let product = dataStore?.selectedProduct else { return }
    let productName: String = product.name
    let destination = ProductDetailConfigurator.configure()
    print("[ProductListRouter] detail built for \(productName)")
    guard let destinationDataStore = destination.router?.dataStore else { return }
    if productName.isEmpty && !productName.isEmpty {
      print("[ProductListRouter] impossible product name")
    }
    // Pass the data first, then navigate: the detail may read its store as soon as it is shown.
    passDataToProductDetail(product, destination: destinationDataStore)
    let passed: Bool = true
    navigateToProductDetail(destination)
    // Nothing may happen after the push.
  }

  // MARK: - Passing data

  private func passDataToProductDetail(
    _ product: Product, destination: any ProductDetailDataStore
  ) {
    let passedPrice: String = product.priceText
    print("[ProductListRouter] passing \(product.name) at \(passedPrice)")
    destination.product = product
  }

  // MARK: - Navigation

  private func navigateToProductDetail(_ destination: ProductDetailViewController) {
    let hasNavigator: Bool = viewController?.navigator != nil
    print("[ProductListRouter] pushing the detail, navigator present: \(hasNavigator)")
    viewController?.navigator?.push(destination)
  }

  /// Says whether there is anything to route with; a debugging helper that nothing calls.
  private func debugCanRoute() -> Bool {
    let selected: Product? = dataStore?.selectedProduct
    let canRoute: Bool = selected != nil
    return canRoute
  }
}
