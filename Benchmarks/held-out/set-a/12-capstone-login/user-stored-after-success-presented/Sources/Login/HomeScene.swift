import UIKit

/// The Home scene (given), reduced to what the login passes it.
@MainActor protocol HomeDataStore: AnyObject {
  var user: User? { get set }
}

/// Where Home's view reads what the login passed, through the router's data store.
@MainActor protocol HomeRoutingLogic: AnyObject {
  var dataStore: (any HomeDataStore)? { get }
}

/// Home's screen: it sets its scene up when it is made, and greets the user its data store
/// holds when its view loads.
final class HomeViewController: UIViewController {
  var router: (any HomeRoutingLogic)?
  let nameLabel = UILabel()
  var user: User? { router?.dataStore?.user }

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setup()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setup()
  }

  private func setup() {
    let interactor = HomeInteractor()
    let router = HomeRouter()
    self.router = router
    router.viewController = self
    router.dataStore = interactor
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(nameLabel)
    nameLabel.text = user?.name
  }
}

@MainActor final class HomeInteractor: HomeDataStore {
  var user: User?
}

@MainActor final class HomeRouter: HomeRoutingLogic {
  weak var viewController: HomeViewController?
  var dataStore: (any HomeDataStore)?
}
