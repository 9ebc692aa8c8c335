#if canImport(UIKit)
  import UIKit
#endif

/// What the product detail's presenter shows through.
@MainActor
protocol ProductDetailDisplayLogic: AnyObject {
  func displayProduct(viewModel: ProductDetail.ShowProduct.ViewModel)
  func displayAddToCart(viewModel: ProductDetail.AddToCart.ViewModel)
}

/// One product on screen, with a quantity and an Add to cart button.
final class ProductDetailViewController: PlatformViewController, ProductDetailDisplayLogic {
  var interactor: (any ProductDetailBusinessLogic)?
  var router: (any ProductDetailRoutingLogic & ProductDetailDataPassing)?

  private(set) var name = ""
  private(set) var price = ""
  private(set) var message: String?
  private(set) var isError = false

  #if canImport(UIKit)
    private let label = UILabel()
  #endif

  override func viewDidLoad() {
    super.viewDidLoad()
    #if canImport(UIKit)
      label.numberOfLines = 0
      label.frame = view.bounds.insetBy(dx: 20, dy: 100)
      view.addSubview(label)
    #endif
    showProduct()
  }

  /// Asks for the product to show, when the screen appears.
  func showProduct() {
    interactor?.showProduct(request: ProductDetail.ShowProduct.Request())
  }

  /// The user asked for `quantity` of the product.
  func addToCartTapped(quantity: Int) {
    interactor?.addToCart(request: ProductDetail.AddToCart.Request(quantity: quantity))
  }

  /// The user is done here.
  func doneTapped() {
    router?.routeBack()
  }

  func displayProduct(viewModel: ProductDetail.ShowProduct.ViewModel) {
    name = viewModel.name
    price = viewModel.price
    #if canImport(UIKit)
      title = viewModel.name
      label.text = "\(viewModel.name)\n\(viewModel.price)"
    #endif
  }

  func displayAddToCart(viewModel: ProductDetail.AddToCart.ViewModel) {
    message = viewModel.message
    isError = viewModel.isError
  }
}
