import UIKit

/// Makes the detail scene, fills its data store, then pushes it.
@MainActor final class CatalogueRouter: CatalogueRoutingLogic {
  weak var screen: ProductListViewController?
  var source: (any CatalogueDataStore)?

  func showDetail() {
    guard let product = source?.chosen else { return }
    let detail = ProductDetailViewController()
    detail.router?.dataStore?.product = product
    screen?.navigationController?.pushViewController(detail, animated: true)
  }
}
