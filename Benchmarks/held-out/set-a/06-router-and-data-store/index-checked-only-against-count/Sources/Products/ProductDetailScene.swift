import UIKit

/// What the detail scene needs from the scene before it.
@MainActor protocol ProductDetailDataStore: AnyObject {
  var product: Product? { get set }
}

@MainActor protocol ProductDetailDataPassing: AnyObject {
  var dataStore: (any ProductDetailDataStore)? { get }
}

/// The detail screen (given), reduced to what this exercise needs: it sets its scene up when
/// it is made, and shows the product its data store holds when its view loads.
final class ProductDetailViewController: UIViewController {
  var router: (any ProductDetailDataPassing)?
  let nameLabel = UILabel()

  /// The product this screen shows, read from its data store.
  var product: Product? { router?.dataStore?.product }

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setup()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setup()
  }

  private func setup() {
    let interactor = ProductDetailInteractor()
    let router = ProductDetailRouter()
    self.router = router
    router.viewController = self
    router.dataStore = interactor
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(nameLabel)
    nameLabel.text = product?.name
  }
}

@MainActor final class ProductDetailInteractor: ProductDetailDataStore {
  var product: Product?
}

@MainActor final class ProductDetailRouter: ProductDetailDataPassing {
  weak var viewController: ProductDetailViewController?
  var dataStore: (any ProductDetailDataStore)?
}
