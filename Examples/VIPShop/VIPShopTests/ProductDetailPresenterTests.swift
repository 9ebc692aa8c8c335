import Testing

@testable import VIPShop

@Suite("The product detail's presenter")
@MainActor
struct ProductDetailPresenterTests {
  let presenter = ProductDetailPresenter()
  let display = ProductDetailDisplayLogicSpy()
  let mug = Product(id: 7, name: "Mug", priceInCents: 1250)

  init() {
    presenter.viewController = display
  }

  @Test("the product's name and price")
  func product() {
    presenter.presentProduct(response: ProductDetail.ShowProduct.Response(product: mug))

    #expect(
      display.displayProductReceivedViewModel
        == ProductDetail.ShowProduct.ViewModel(name: "Mug", price: "$12.50"))
  }

  @Test("an accepted quantity is confirmed")
  func accepted() {
    presenter.presentAddToCart(
      response: ProductDetail.AddToCart.Response(
        product: mug, quantity: 2, accepted: true, maximumQuantity: 5))

    #expect(
      display.displayAddToCartReceivedViewModel
        == ProductDetail.AddToCart.ViewModel(message: "Added 2 × Mug to your cart.", isError: false)
    )
  }

  @Test("a refused quantity says what is allowed, with the limit the interactor gave")
  func refused() {
    presenter.presentAddToCart(
      response: ProductDetail.AddToCart.Response(
        product: mug, quantity: 9, accepted: false, maximumQuantity: 3))

    #expect(
      display.displayAddToCartReceivedViewModel
        == ProductDetail.AddToCart.ViewModel(message: "Choose from 1 to 3.", isError: true))
  }
}
