import Testing

@Suite("VIP019: the view navigates")
struct VIP019Tests {
  @Test("a view with a router that pushes or shows the next screen itself is found")
  func found() {
    expectFindings(
      "VIP019",
      """
      final class ProductListViewController: UIViewController, ProductListDisplayLogic {
        var interactor: (any ProductListBusinessLogic)?
        var router: (any ProductListRoutingLogic)?
        func didSelectRow(at index: Int) {
          let detail = ProductDetailViewController()
          detail.router?.dataStore?.product = products[index]
          navigationController?.1️⃣pushViewController(detail, animated: true)
        }
        func showAgain(_ detail: UIViewController) {
          2️⃣show(detail, sender: nil)
        }
      }
      """)
  }

  @Test("near misses: the router navigates, the view presents an alert, an MVC screen pushes")
  func nearMisses() {
    expectFindings(
      "VIP019",
      """
      final class ProductListViewController: UIViewController, ProductListDisplayLogic {
        var interactor: (any ProductListBusinessLogic)?
        var router: (any ProductListRoutingLogic)?
        func didSelectRow(at index: Int) { router?.routeToProductDetail() }
        func displayError(viewModel: ProductList.Error.ViewModel) {
          present(UIAlertController(title: viewModel.title, message: nil, preferredStyle: .alert), animated: true)
        }
        func displayFailure(message: String) {
          let alertController = UIAlertController(title: message, message: nil, preferredStyle: .alert)
          showDetailViewController(alertController, sender: nil)
        }
      }
      final class ProductListRouter: ProductListRoutingLogic {
        weak var viewController: ProductListViewController?
        func routeToProductDetail() {
          viewController?.navigationController?.pushViewController(ProductDetailViewController(), animated: true)
        }
      }
      final class SettingsViewController: UIViewController {
        func open() { navigationController?.pushViewController(AboutViewController(), animated: true) }
      }
      """)
  }
}
