/// The Home scene (given), reduced to what the login passes it.
@MainActor protocol HomeDataStore: AnyObject {
  var user: User? { get set }
}

@MainActor final class HomeViewController {
  var router: HomeRouter?
  var user: User? { router?.dataStore?.user }
}

@MainActor final class HomeInteractor: HomeDataStore {
  var user: User?
}

@MainActor final class HomeRouter {
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
