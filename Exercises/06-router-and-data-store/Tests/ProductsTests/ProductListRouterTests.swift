import Testing
import UIKit
import VIPKit

@testable import Products

// The list scene is yours to design: these tests drive it only through what the task fixes
// (the screen's initialiser, its rows and its tap, the given detail scene, the navigation
// controller it is in), never through a type or a property you chose.

let catalogue = [
  Product(name: "Kettle", priceText: "€25.00"),
  Product(name: "Teapot", priceText: "€18.50"),
]

/// A navigation controller that records the screens pushed onto it and loads each one's view
/// as it is pushed, as UIKit does for a stack on screen: a pushed screen reads its data store
/// then.
final class NavigationControllerSpy: UINavigationController {
  private(set) var pushed: [UIViewController] = []

  /// The detail screens pushed, in order.
  var pushedDetails: [ProductDetailViewController] {
    pushed.compactMap { $0 as? ProductDetailViewController }
  }

  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    pushed.append(viewController)
    super.pushViewController(viewController, animated: animated)
    viewController.loadViewIfNeeded()
  }
}

/// The list, made as the app makes it, at the root of a navigation controller.
@MainActor func listOnAStack() -> (ProductListViewController, NavigationControllerSpy) {
  let list = ProductListViewController(products: catalogue)
  let navigation = NavigationControllerSpy(rootViewController: list)
  list.loadViewIfNeeded()
  return (list, navigation)
}

/// The list shows its catalogue.
@Suite("The product list: its rows")
@MainActor
struct ProductListRowsTests {
  @Test("each product is a row: its name, a dash, its price")
  func rows() {
    let list = ProductListViewController(products: catalogue)
    list.loadViewIfNeeded()
    #expect(list.rows == ["Kettle — €25.00", "Teapot — €18.50"])
  }
}

/// Routing: the list makes the detail scene, passes it the tapped product through the data
/// stores, and pushes it onto the navigation controller the list is in.
@Suite("The product list: routing to the detail")
@MainActor
struct ProductListRoutingTests {
  @Test("tapping a product pushes its detail, with that product")
  func routesWithTheSelectedProduct() {
    let (list, navigation) = listOnAStack()

    list.didSelectRow(at: 1)

    let detail = navigation.topViewController as? ProductDetailViewController
    #expect(
      detail != nil,
      """
      Tapping a product pushed no detail screen onto the list's navigation controller. The \
      detail is a scene of its own, set up when it is made; the list's router makes it, hands \
      it the product, and pushes it onto the navigation controller the list screen is in now.
      """)
    #expect(navigation.pushedDetails.count <= 1, "The detail is pushed once per tap.")
    #expect(
      detail == nil || detail?.product == catalogue[1],
      """
      The detail shows no product, or another: the product tapped never reached the data \
      store the detail reads. A scene reads its data from its own data store, the one its \
      setup wired, so the router must fill the destination scene's data store, not a new one \
      of its own.
      """)
  }

  @Test("the detail already has its product when it is pushed")
  func passesBeforeShowing() {
    let (list, navigation) = listOnAStack()

    list.didSelectRow(at: 0)

    let detail = navigation.pushedDetails.first
    #expect(detail != nil, "Tapping a product pushed no detail screen.")
    #expect(
      detail == nil || detail?.nameLabel.text == catalogue[0].name,
      """
      The detail was pushed before its data store held the product: its view loaded as it \
      was pushed (UIKit loads a screen as it shows it), read an empty data store, and shows \
      no product. Pass the data, then navigate.
      """)
  }

  @Test("a row that does not exist pushes nothing, even after a product was chosen")
  func noSelection() {
    let (list, navigation) = listOnAStack()

    list.didSelectRow(at: 7)
    #expect(
      navigation.pushedDetails.isEmpty,
      "Row 7 does not exist, so no product is selected, and there is nothing to show.")

    list.didSelectRow(at: 0)
    #expect(navigation.pushedDetails.count == 1, "Tapping a product pushed nothing.")
    // The first row past the end: the list's boundary, one step beyond the last product.
    list.didSelectRow(at: catalogue.count)
    #expect(
      navigation.pushedDetails.count == 1,
      """
      Row \(catalogue.count) does not exist (the last row is \(catalogue.count - 1)), and a \
      detail was pushed anyway (with the product selected before, \
      or none). What the router shows follows the selection as it is now: a tap on no \
      product clears it.
      """)
  }
}

/// The scene the screen sets up: a VIP cycle, freed when it is popped, the detail it pushed
/// with it.
@Suite("The product list: wiring and memory")
@MainActor
struct ProductListSceneTests {
  @Test("every link of the cycle is wired, and popping the list frees its scene")
  func wiringAndMemory() {
    let findings = assertVIPCycle(ProductListViewController(products: catalogue))
    // An empty scene frees its memory trivially: memory is judged once there is a cycle.
    if findings.isEmpty {
      let navigation = UINavigationController(rootViewController: UIViewController())
      assertNoLeaks {
        let list = ProductListViewController(products: catalogue)
        navigation.pushViewController(list, animated: false)
        list.loadViewIfNeeded()
        list.didSelectRow(at: 0)
        navigation.popToRootViewController(animated: false)
        return list
      }
    }
  }
}
