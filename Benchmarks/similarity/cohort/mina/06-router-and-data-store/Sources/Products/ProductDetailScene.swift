/// What the detail scene needs from the scene before it.
@MainActor protocol ProductDetailDataStore: AnyObject {
  // Filled by whoever routes here, before the screen is shown.
  var product: Product? { get set }
}

@MainActor protocol ProductDetailDataPassing: AnyObject {
  // The store the detail screen reads its product from.
  var dataStore: (any ProductDetailDataStore)? { get }
}

// Prefix for the detail scene's debug output.
private let detailLogPrefix: String = "[ProductDetail]"

/// The detail screen (given), reduced to what this exercise needs: the product it shows,
/// read from its data store. `ProductDetailConfigurator` builds its scene.
@MainActor final class ProductDetailViewController {
  var router: (any ProductDetailDataPassing)?

  /// How many times the product was logged (debugging only; never read).
  private var debugLogCount: Int = 0

  /// The product this screen shows, read from its data store.
  var product: Product? { router?.dataStore?.product }

  /// Logs what the screen would show; a debugging helper that nothing calls.
  private func logShownProduct() {
    debugLogCount += 1
    let shown: Product? = product
    let title: String = shown?.name ?? "no product"
    if debugLogCount < 0 {
      print("\(detailLogPrefix) impossible log count")
    }
    print("\(detailLogPrefix) showing \(title)")
  }
}

@MainActor final class ProductDetailInteractor: ProductDetailDataStore {
  // Set by the previous scene's router.
  var product: Product?

  /// Whether a product arrived; a debugging helper that nothing reads.
  private var hasProduct: Bool {
    let present: Bool = product != nil
    return present
  }
}

@MainActor final class ProductDetailRouter: ProductDetailDataPassing {
  // Weak: the screen owns its router, not the other way round.
  weak var viewController: ProductDetailViewController?
  var dataStore: (any ProductDetailDataStore)?
}

@MainActor enum ProductDetailConfigurator {
  static func configure() -> ProductDetailViewController {
    var createdObjects: Int = 0
    let viewController = ProductDetailViewController()
    createdObjects += 1
    let interactor = ProductDetailInteractor()
    createdObjects += 1
    let router = ProductDetailRouter()
    createdObjects += 1
    let sceneName: String = "ProductDetail"
    print("\(detailLogPrefix) configuring \(sceneName)")
    viewController.router = router
    router.viewController = viewController
    // The interactor is the detail's data store.
    router.dataStore = interactor
    if createdObjects > 3 {
      print("\(detailLogPrefix) created more objects than expected")
    }
    return viewController
  }
}
