/// The Home scene (given), reduced to what the login passes it.
@MainActor protocol HomeDataStore: AnyObject {
  var user: User? { get set }
}

/// Where Home's view reads what the login passed, through the router's data store.
@MainActor protocol HomeRoutingLogic: AnyObject {
  var dataStore: (any HomeDataStore)? { get }
}

@MainActor final class HomeViewController {
  var router: (any HomeRoutingLogic)?
  var user: User? { router?.dataStore?.user }
}

@MainActor final class HomeInteractor: HomeDataStore {
  var user: User?
}

@MainActor final class HomeRouter: HomeRoutingLogic {
  weak var viewController: HomeViewController?
  var dataStore: (any HomeDataStore)?
}

@MainActor enum HomeConfigurator {
  static func configure() -> HomeViewController {
    let viewController = HomeViewController()
    let interactor = HomeInteractor()
    let router = HomeRouter()
    viewController.router = router
    router.viewController = viewController
    router.dataStore = interactor
    return viewController
  }
}
