import Testing
import VIPKit

@testable import VIPShop

#if canImport(UIKit)
  import UIKit
#endif

/// Both scenes as their configurators build them: every link wired, the memory freed when a
/// scene is closed, and the chosen product carried to the detail through the data stores.
@Suite("The shop's scenes")
@MainActor
struct SceneTests {
  @Test("the product list is wired and goes away when closed")
  func productList() {
    assertVIPCycle(ProductListConfigurator.configure())
    assertNoLeaks { ProductListConfigurator.configure() }
  }

  @Test("the product detail is wired and goes away when closed")
  func productDetail() {
    assertVIPCycle(ProductDetailConfigurator.configure())
    assertNoLeaks { ProductDetailConfigurator.configure() }
  }

  @Test("the presenters and routers hold their views weakly")
  func weakViews() {
    assertWeak(\ProductListPresenter.viewController, of: ProductListPresenter()) {
      ProductListDisplayLogicSpy()
    }
    assertWeak(\ProductDetailPresenter.viewController, of: ProductDetailPresenter()) {
      ProductDetailDisplayLogicSpy()
    }
    assertWeak(\ProductListRouter.viewController, of: ProductListRouter()) {
      PlatformViewController()
    }
    assertWeak(\ProductDetailRouter.viewController, of: ProductDetailRouter()) {
      PlatformViewController()
    }
  }

  @Test("tapping a product shows its detail, with the product passed through the data stores")
  func tappingShowsTheDetail() async throws {
    let list = ProductListConfigurator.configure()
    let navigation = Navigation(root: list)
    await list.loadProducts()
    #expect(list.rows.map(\.name) == ["Mug", "Notebook", "Sticker"])
    #expect(list.rows.map(\.price) == ["$12.50", "$8.00", "$0.05"])

    list.productTapped(at: 1)

    let detail = try #require(navigation.top as? ProductDetailViewController)
    #expect(
      detail.router?.dataStore?.product == Product(id: 2, name: "Notebook", priceInCents: 800))
    detail.showProduct()
    #expect(detail.name == "Notebook")
    #expect(detail.price == "$8.00")
    detail.addToCartTapped(quantity: 2)
    #expect(detail.message == "Added 2 × Notebook to your cart.")
    detail.doneTapped()
    #expect(navigation.top === list)
  }

  @Test("a tap outside the list shows nothing")
  func tapOutside() async {
    let list = ProductListConfigurator.configure()
    let navigation = Navigation(root: list)
    await list.loadProducts()

    list.productTapped(at: 3)

    #expect(navigation.top === list)
  }
}

/// The screen on top after a router acted: a navigation controller's on iOS, the stand-in's
/// record on Linux, so the same routing tests run on both.
@MainActor
struct Navigation {
  #if canImport(UIKit)
    let controller: UINavigationController

    init(root: UIViewController) {
      controller = UINavigationController(rootViewController: root)
    }

    var top: UIViewController? { controller.viewControllers.last }
  #else
    let root: PlatformViewController

    init(root: PlatformViewController) {
      self.root = root
    }

    var top: PlatformViewController? {
      var screen = root
      while let next = screen.pushed, !next.hasLeft { screen = next }
      return screen
    }
  #endif
}
