import XCTest

@testable import VIPShop

/// The product detail's decisions: the product passed in is shown, and the cart takes one
/// to five of it.
final class ProductDetailInteractorTests: XCTestCase {
  private static let mug = Product(id: 7, name: "Mug", priceInCents: 1250)

  @MainActor
  private func makeScene(product: Product? = mug)
    -> (ProductDetailInteractor, ProductDetailPresentationLogicSpy, ProductDetailWorkerLogicSpy)
  {
    let interactor = ProductDetailInteractor()
    let presenter = ProductDetailPresentationLogicSpy()
    let worker = ProductDetailWorkerLogicSpy()
    interactor.presenter = presenter
    interactor.worker = worker
    interactor.product = product
    return (interactor, presenter, worker)
  }

  @MainActor
  func testTheProductPassedInIsShown() async {
    let (interactor, presenter, _) = makeScene()

    interactor.showProduct(request: ProductDetail.ShowProduct.Request())

    XCTAssertEqual(presenter.presentProductCallsCount, 1)
    XCTAssertEqual(presenter.presentProductReceivedResponse?.product, Self.mug)
  }

  @MainActor
  func testWithoutAProductNothingIsShownOrAdded() async {
    let (interactor, presenter, worker) = makeScene(product: nil)

    interactor.showProduct(request: ProductDetail.ShowProduct.Request())
    interactor.addToCart(request: ProductDetail.AddToCart.Request(quantity: 1))

    XCTAssertEqual(presenter.recordedCalls, [])
    XCTAssertFalse(worker.addToCartCalled)
  }

  @MainActor
  func testOneToFiveAreAddedToTheCart() async {
    for quantity in [1, 5] {
      let (interactor, presenter, worker) = makeScene()

      interactor.addToCart(request: ProductDetail.AddToCart.Request(quantity: quantity))

      XCTAssertEqual(worker.addToCartCallsCount, 1)
      XCTAssertEqual(worker.addToCartReceivedArguments?.productID, 7)
      XCTAssertEqual(worker.addToCartReceivedArguments?.quantity, quantity)
      XCTAssertEqual(presenter.presentAddToCartReceivedResponse?.accepted, true)
      XCTAssertEqual(presenter.presentAddToCartReceivedResponse?.quantity, quantity)
      XCTAssertEqual(presenter.presentAddToCartReceivedResponse?.product, Self.mug)
      XCTAssertEqual(presenter.presentAddToCartReceivedResponse?.maximumQuantity, 5)
    }
  }

  @MainActor
  func testNoneOrMoreThanFiveAreRefused() async {
    for quantity in [0, 6] {
      let (interactor, presenter, worker) = makeScene()

      interactor.addToCart(request: ProductDetail.AddToCart.Request(quantity: quantity))

      XCTAssertFalse(worker.addToCartCalled, "\(quantity) must not reach the cart")
      XCTAssertEqual(presenter.presentAddToCartCallsCount, 1)
      XCTAssertEqual(presenter.presentAddToCartReceivedResponse?.accepted, false)
      XCTAssertEqual(presenter.presentAddToCartReceivedResponse?.quantity, quantity)
      XCTAssertEqual(presenter.presentAddToCartReceivedResponse?.maximumQuantity, 5)
    }
  }
}
