/// Where the product detail goes.
@MainActor
protocol ProductDetailRoutingLogic: AnyObject {
  func routeBack()
}

/// The product detail's data store, for the scene before it to fill.
@MainActor
protocol ProductDetailDataPassing: AnyObject {
  var dataStore: (any ProductDetailDataStore)? { get }
}

/// Leaves the product detail, back to the list.
@MainActor
final class ProductDetailRouter: ProductDetailRoutingLogic, ProductDetailDataPassing {
  weak var viewController: PlatformViewController?
  var dataStore: (any ProductDetailDataStore)?

  func routeBack() {
    viewController?.leave()
  }
}
