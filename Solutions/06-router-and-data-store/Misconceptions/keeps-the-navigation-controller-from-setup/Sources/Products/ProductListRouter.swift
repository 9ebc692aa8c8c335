import UIKit

/// Navigation from the list, and the data it hands to the next scene.
@MainActor final class ProductListRouter: ProductListRoutingLogic, ProductListDataPassing {
  weak var viewController: ProductListViewController?
  var dataStore: (any ProductListDataStore)?
  /// The stack the list is in, kept when the scene is set up, to push the detail onto.
  var navigationController: UINavigationController?

  /// Makes the detail scene, passes the selected product, then pushes it.
  func routeToProductDetail() {
    guard let dataStore, dataStore.selectedProduct != nil else { return }
    let destination = ProductDetailViewController()
    guard var destinationStore = destination.router?.dataStore else { return }
    passDataToProductDetail(source: dataStore, destination: &destinationStore)
    navigationController?.pushViewController(destination, animated: true)
  }

  /// Data crosses scenes only through data stores.
  func passDataToProductDetail(
    source: any ProductListDataStore, destination: inout any ProductDetailDataStore
  ) {
    destination.product = source.selectedProduct
  }
}
