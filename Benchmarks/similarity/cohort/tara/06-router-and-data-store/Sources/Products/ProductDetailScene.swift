/// What the detail scene needs from the scene before it.
@MainActor protocol ProductDetailDataStore: AnyObject {
  var product: Product? { get set }
}

@MainActor protocol ProductDetailDataPassing: AnyObject {
  var dataStore: (any ProductDetailDataStore)? { get }
}

/// The detail screen (given), reduced to what this exercise needs: the product it shows,
/// read from its data store. `ProductDetailConfigurator` builds its scene.
@MainActor final class ProductDetailViewController {
  var router: (any ProductDetailDataPassing)?

  /// The product this screen shows, read from its data store.
  var product: Product? { router?.dataStore?.product }
}

@MainActor final class ProductDetailInteractor: ProductDetailDataStore {
  var product: Product?
}

@MainActor final class ProductDetailRouter: ProductDetailDataPassing {
  weak var viewController: ProductDetailViewController?
  var dataStore: (any ProductDetailDataStore)?
}

@MainActor enum ProductDetailConfigurator {
  static func configure() -> ProductDetailViewController {
    let viewController = ProductDetailViewController()
    let interactor = ProductDetailInteractor()
    let router = ProductDetailRouter()
    viewController.router = router
    router.viewController = viewController
    router.dataStore = interactor
    return viewController
  }
}
