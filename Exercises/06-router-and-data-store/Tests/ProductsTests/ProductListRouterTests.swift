import Testing
import VIPKit

@testable import Products

/// Routing: the list builds the detail scene, passes it the selected product through the data
/// stores, and shows it. A navigator spy stands in for the navigation controller.
@Suite("ProductListRouter")
@MainActor
struct ProductListRouterTests {
  static let catalogue = [
    Product(name: "Kettle", priceText: "€25.00"),
    Product(name: "Teapot", priceText: "€18.50"),
  ]

  @Test("tapping a product shows its detail, with that product")
  func routesWithTheSelectedProduct() {
    let list = ProductListConfigurator.configure(products: Self.catalogue)
    let navigator = NavigatorSpy()
    list.navigator = navigator

    list.didSelectRow(at: 1)

    let detail = navigator.pushReceivedScreen as? ProductDetailViewController
    #expect(
      detail != nil,
      "Nothing was shown: build the detail with ProductDetailConfigurator.configure() and push it with viewController?.navigator?.push(_:)."
    )
    #expect(navigator.pushCallsCount == 1, "Show the detail once.")
    #expect(
      detail?.product == Self.catalogue[1],
      """
      The detail shows no product, or another: the product tapped never reached the data \
      store the detail reads. A scene reads its data from its own data store (its \
      interactor), so the router must fill the destination scene's data store, not a new \
      one of its own.
      """)
  }

  @Test("the detail already has its product when it is shown")
  func passesBeforeShowing() {
    let list = ProductListConfigurator.configure(products: Self.catalogue)
    let navigator = NavigatorSpy()
    list.navigator = navigator
    var productWhenShown: Product?
    navigator.pushClosure = { screen in
      productWhenShown = (screen as? ProductDetailViewController)?.product
    }

    list.didSelectRow(at: 1)

    #expect(navigator.pushCalled, "Nothing was shown when a product was tapped.")
    #expect(
      productWhenShown == Self.catalogue[1],
      """
      The detail was shown before its data store held the product: pass the data, then \
      navigate. Once a screen is on the navigation stack it may load and display at any \
      moment (UIKit calls viewDidLoad as it is pushed), and it reads its data store then.
      """)
  }

  @Test("passing data copies the selected product into the detail's data store")
  func passData() {
    let source = ProductListInteractor(products: Self.catalogue)
    source.selectProduct(request: ProductList.Select.Request(index: 0))
    var destination: any ProductDetailDataStore = ProductDetailInteractor()

    ProductListRouter().passDataToProductDetail(source: source, destination: &destination)

    #expect(
      destination.product == Self.catalogue[0], "Set destination.product = source.selectedProduct.")
  }

  @Test("with no product selected, nothing is shown")
  func noSelection() {
    let list = ProductListConfigurator.configure(products: Self.catalogue)
    let navigator = NavigatorSpy()
    list.navigator = navigator

    list.didSelectRow(at: 7)

    #expect(
      !navigator.pushCalled,
      "Row 7 does not exist, so no product is selected: route only when the data store has a selection."
    )
  }

  @Test("routers hold their views weakly, and both scenes go away when closed")
  func memory() {
    assertWeak(\ProductListRouter.viewController, of: ProductListRouter()) {
      ProductListViewController()
    }
    assertWeak(\ProductDetailRouter.viewController, of: ProductDetailRouter()) {
      ProductDetailViewController()
    }
    assertNoLeaks { ProductListConfigurator.configure(products: Self.catalogue) }
    assertNoLeaks { ProductDetailConfigurator.configure() }
  }

  @Test("a screen holds its navigator weakly: the navigator owns the screens it shows")
  func navigatorIsWeak() {
    assertWeak(\ProductListViewController.navigator, of: ProductListViewController()) {
      NavigatorSpy()
    }
  }
}

/// The interactor keeps the selection the router reads.
@Suite("ProductListInteractor")
@MainActor
struct ProductListInteractorTests {
  @Test("selecting a row keeps that product; a row that does not exist clears the selection")
  func selection() {
    let interactor = ProductListInteractor(products: ProductListRouterTests.catalogue)
    interactor.selectProduct(request: ProductList.Select.Request(index: 1))
    #expect(interactor.selectedProduct == ProductListRouterTests.catalogue[1])
    interactor.selectProduct(request: ProductList.Select.Request(index: 2))
    #expect(interactor.selectedProduct == nil)
  }
}
