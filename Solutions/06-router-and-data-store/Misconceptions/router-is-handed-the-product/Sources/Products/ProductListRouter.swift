import UIKit

/// Navigation from the list, and the data it hands to the next scene.
@MainActor final class ProductListRouter: ProductListRoutingLogic, ProductListDataPassing {
  weak var viewController: ProductListViewController?
  var dataStore: (any ProductListDataStore)?

  /// Makes the detail scene with the product it is given, then pushes it.
  func routeToProductDetail(product: Product) {
    guard let viewController else { return }
    let destination = ProductDetailViewController()
    destination.router?.dataStore?.product = product
    viewController.navigationController?.pushViewController(destination, animated: true)
  }

  /// Data crosses scenes only through data stores.
  func passDataToProductDetail(
    source: any ProductListDataStore, destination: inout any ProductDetailDataStore
  ) {
    destination.product = source.selectedProduct
  }
}
