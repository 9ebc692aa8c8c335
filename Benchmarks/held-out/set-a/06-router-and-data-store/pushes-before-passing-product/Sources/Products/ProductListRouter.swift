import UIKit

/// Navigation from the list, and the data it hands to the next scene.
@MainActor final class ProductListRouter: ProductListRoutingLogic, ProductListDataPassing {
  weak var viewController: ProductListViewController?
  var dataStore: (any ProductListDataStore)?

  /// Makes the detail scene, passes the selected product, then pushes it.
  func routeToProductDetail() {
    guard let viewController, let dataStore, dataStore.selectedProduct != nil else { return }
    let destination = ProductDetailViewController()
    guard var destinationStore = destination.router?.dataStore else { return }
    viewController.navigationController?.pushViewController(destination, animated: true)
    passDataToProductDetail(source: dataStore, destination: &destinationStore)
  }

  /// Data crosses scenes only through data stores.
  func passDataToProductDetail(
    source: any ProductListDataStore, destination: inout any ProductDetailDataStore
  ) {
    destination.product = source.selectedProduct
  }
}
