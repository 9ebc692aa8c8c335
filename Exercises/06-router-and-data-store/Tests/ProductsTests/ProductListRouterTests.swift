import Testing
import VIPKit

@testable import Products

// The list scene is yours to design: these tests drive it only through what the task fixes
// (the configurator, the screen's two actions and its rows, the navigator, the given detail
// scene), never through a type or a property you chose.

let catalogue = [
  Product(name: "Kettle", priceText: "€25.00"),
  Product(name: "Teapot", priceText: "€18.50"),
]

/// The list shows its catalogue.
@Suite("The product list: its rows")
@MainActor
struct ProductListRowsTests {
  @Test("each product is a row: its name, a dash, its price")
  func rows() {
    let list = ProductListConfigurator.configure(products: catalogue)
    list.viewDidLoad()
    #expect(list.rows == ["Kettle — €25.00", "Teapot — €18.50"])
  }
}

/// Routing: the list builds the detail scene, passes it the tapped product through the data
/// stores, and shows it. A navigator spy stands in for the navigation controller.
@Suite("The product list: routing to the detail")
@MainActor
struct ProductListRoutingTests {
  @Test("tapping a product shows its detail, with that product")
  func routesWithTheSelectedProduct() {
    let list = ProductListConfigurator.configure(products: catalogue)
    let navigator = NavigatorSpy()
    list.navigator = navigator
    list.viewDidLoad()

    list.didSelectRow(at: 1)

    let detail = navigator.pushReceivedScreen as? ProductDetailViewController
    #expect(
      detail != nil,
      """
      Tapping a product showed no detail screen. The detail is a scene of its own, built by \
      its configurator (which wires its data store); the list's router builds it, hands it \
      the product, and shows it through the screen's navigator.
      """)
    #expect(navigator.pushCallsCount == 1, "The detail is shown once per tap.")
    #expect(
      detail == nil || detail?.product == catalogue[1],
      """
      The detail shows no product, or another: the product tapped never reached the data \
      store the detail reads. A scene reads its data from its own data store, the one its \
      configurator wired, so the router must fill the destination scene's data store, not a \
      new one of its own.
      """)
  }

  @Test("the detail already has its product when it is shown")
  func passesBeforeShowing() {
    let list = ProductListConfigurator.configure(products: catalogue)
    let navigator = NavigatorSpy()
    list.navigator = navigator
    var productWhenShown: Product?
    navigator.pushClosure = { screen in
      productWhenShown = (screen as? ProductDetailViewController)?.product
    }

    list.didSelectRow(at: 0)

    #expect(navigator.pushCalled, "Tapping a product showed nothing.")
    #expect(
      !navigator.pushCalled || productWhenShown == catalogue[0],
      """
      The detail was shown before its data store held the product: pass the data, then \
      navigate. Once a screen is on the navigation stack it may load and display at any \
      moment (UIKit calls viewDidLoad as it is pushed), and it reads its data store then.
      """)
  }

  @Test("a row that does not exist shows nothing, even after a product was chosen")
  func noSelection() {
    let list = ProductListConfigurator.configure(products: catalogue)
    let navigator = NavigatorSpy()
    list.navigator = navigator

    list.didSelectRow(at: 7)
    #expect(
      !navigator.pushCalled,
      "Row 7 does not exist, so no product is selected, and there is nothing to show.")

    list.didSelectRow(at: 0)
    #expect(navigator.pushCallsCount == 1, "Tapping a product showed nothing.")
    // The first row past the end: the list's boundary, one step beyond the last product.
    list.didSelectRow(at: catalogue.count)
    #expect(
      navigator.pushCallsCount == 1,
      """
      Row \(catalogue.count) does not exist (the last row is \(catalogue.count - 1)), and a \
      detail was shown anyway (with the product selected before, \
      or none). What the router shows follows the selection as it is now: a tap on no \
      product clears it.
      """)
  }
}

/// The scene the configurator builds: a VIP cycle, freed when closed, and a navigator it does
/// not own.
@Suite("The product list: wiring and memory")
@MainActor
struct ProductListSceneTests {
  @Test("every link of the cycle is wired, and the scene goes away when it is closed")
  func wiringAndMemory() {
    let findings = assertVIPCycle(ProductListConfigurator.configure(products: catalogue))
    // An empty scene frees its memory trivially: memory is judged once there is a cycle.
    if findings.isEmpty {
      assertNoLeaks { ProductListConfigurator.configure(products: catalogue) }
      // The navigator owns the screens it shows: a screen holds it weakly.
      assertWeak(\ProductListViewController.navigator, of: ProductListViewController()) {
        NavigatorSpy()
      }
    }
  }
}
