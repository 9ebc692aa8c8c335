// A scene written the way the Clean Swift templates write one, in a Swift 5 module as most
// apps still are: non-`final` classes, `setup()` wiring inside the view controller's
// initialisers, implicitly unwrapped data-store properties, a router that subclasses
// `NSObject`. The harness's tests check that every message names the real property here.
import Foundation

public protocol ListOrdersDisplayLogic: AnyObject {
  func displayFetchedOrders(viewModel: [String])
}

public protocol ListOrdersBusinessLogic {
  func fetchOrders()
}

public protocol ListOrdersDataStore {
  var orders: [String]! { get set }
}

public protocol ListOrdersPresentationLogic {
  func presentFetchedOrders(response: [String])
}

public protocol ListOrdersRoutingLogic {
  func routeToShowOrder()
}

public protocol ListOrdersDataPassing {
  var dataStore: ListOrdersDataStore? { get }
}

/// How the scene is built: correct, or with one of the classic mistakes planted.
public enum ListOrdersMistake {
  case none
  case presenterHoldsViewStrongly
  case routerDataStoreNotSet
}

public class ListOrdersViewController: ListOrdersDisplayLogic {
  public var interactor: ListOrdersBusinessLogic?
  public var router: (NSObjectProtocol & ListOrdersRoutingLogic & ListOrdersDataPassing)?
  public private(set) var displayed: [String] = []

  public init(mistake: ListOrdersMistake = .none) {
    setup(mistake: mistake)
  }

  private func setup(mistake: ListOrdersMistake) {
    let viewController = self
    let interactor = ListOrdersInteractor()
    let router = ListOrdersRouter()
    viewController.interactor = interactor
    viewController.router = router
    if mistake == .presenterHoldsViewStrongly {
      let presenter = ListOrdersStrongPresenter()
      interactor.presenter = presenter
      presenter.viewController = viewController
    } else {
      let presenter = ListOrdersPresenter()
      interactor.presenter = presenter
      presenter.viewController = viewController
    }
    router.viewController = viewController
    if mistake != .routerDataStoreNotSet { router.dataStore = interactor }
  }

  public func displayFetchedOrders(viewModel: [String]) { displayed = viewModel }
}

public class ListOrdersInteractor: ListOrdersBusinessLogic, ListOrdersDataStore {
  public var presenter: ListOrdersPresentationLogic?
  public var orders: [String]! = []

  public init() {}

  public func fetchOrders() { presenter?.presentFetchedOrders(response: orders) }
}

public class ListOrdersPresenter: ListOrdersPresentationLogic {
  public weak var viewController: ListOrdersDisplayLogic?

  public init() {}

  public func presentFetchedOrders(response: [String]) {
    viewController?.displayFetchedOrders(viewModel: response.map { "Order \($0)" })
  }
}

/// The classic mistake, in a non-`final` class: the view held strongly.
public class ListOrdersStrongPresenter: ListOrdersPresentationLogic {
  // vipkit:disable-next-line VIP007 -- planted: the harness must name this property
  public var viewController: ListOrdersDisplayLogic?

  public init() {}

  public func presentFetchedOrders(response: [String]) {}
}

public class ListOrdersRouter: NSObject, ListOrdersRoutingLogic, ListOrdersDataPassing {
  public weak var viewController: ListOrdersViewController?
  public var dataStore: ListOrdersDataStore?

  public func routeToShowOrder() {}
}
