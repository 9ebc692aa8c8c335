import Testing

@Suite("VIP020: the router is handed data")
struct VIP020Tests {
  @Test("a routeTo method that takes the data to pass is found, at its name")
  func found() {
    expectFindings(
      "VIP020",
      """
      final class ProductListRouter: ProductListRoutingLogic, ProductListDataPassing {
        weak var viewController: ProductListViewController?
        var dataStore: (any ProductListDataStore)?
        func 1️⃣routeToProductDetail(product: Product) {
          let destination = ProductDetailViewController()
          destination.router?.dataStore?.product = product
          viewController?.navigationController?.pushViewController(destination, animated: true)
        }
        func 2️⃣routeToReviews(segue: UIStoryboardSegue?, ids: [Int] = []) {}
      }
      """)
  }

  @Test("near misses: the template's segue, no parameter, helpers that pass data, a view")
  func nearMisses() {
    expectFindings(
      "VIP020",
      """
      final class ProductListRouter: NSObject, ProductListRoutingLogic, ProductListDataPassing {
        weak var viewController: ProductListViewController?
        var dataStore: (any ProductListDataStore)?
        func routeToProductDetail(segue: UIStoryboardSegue?) {}
        func routeToCart() {}
        func passDataToProductDetail(source: any ProductListDataStore, destination: inout any ProductDetailDataStore) {}
        func navigateToProductDetail(source: ProductListViewController, destination: ProductDetailViewController) {}
      }
      final class ProductListViewController: UIViewController, ProductListDisplayLogic {
        var router: (any ProductListRoutingLogic)?
        func routeToProductDetail(product: Product) {}
      }
      final class HotelsRouter: HotelsRoutingLogic {
        weak var viewController: HotelsViewController?
        func routeToFilters(_ filters: HotelFilters) {}
      }
      """)
  }
}
