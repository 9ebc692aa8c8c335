import Testing

@testable import VIPShop

/// The product list's formatting, with a display spy (Swift Testing, beside the XCTest
/// interactor tests: the target mixes both, as many teams' do).
@Suite("The product list's presenter")
@MainActor
struct ProductListPresenterTests {
  let presenter = ProductListPresenter()
  let display = ProductListDisplayLogicSpy()

  init() {
    presenter.viewController = display
  }

  @Test("each product becomes a row with its price in dollars and cents")
  func rows() {
    presenter.presentProducts(
      response: ProductList.FetchProducts.Response(products: [
        Product(id: 1, name: "Mug", priceInCents: 1250),
        Product(id: 2, name: "Sticker", priceInCents: 5),
        Product(id: 3, name: "Poster", priceInCents: 300),
        Product(id: 4, name: "Pen", priceInCents: 810),
      ]))

    #expect(
      display.displayProductsReceivedViewModel
        == ProductList.FetchProducts.ViewModel(
          rows: [
            .init(name: "Mug", price: "$12.50"), .init(name: "Sticker", price: "$0.05"),
            .init(name: "Poster", price: "$3.00"), .init(name: "Pen", price: "$8.10"),
          ], emptyMessage: nil))
  }

  @Test("an empty catalogue says so")
  func empty() {
    presenter.presentProducts(response: ProductList.FetchProducts.Response(products: []))

    #expect(display.displayProductsReceivedViewModel?.rows == [])
    #expect(display.displayProductsReceivedViewModel?.emptyMessage == "No products yet.")
  }

  @Test("a failure is told in words the user can act on")
  func failure() {
    presenter.presentFetchFailure(response: ProductList.FetchFailure.Response())

    #expect(
      display.displayFetchFailureReceivedViewModel?.message
        == "The catalogue could not be loaded. Pull to try again.")
  }

  @Test("loading is shown and hidden as the interactor says")
  func loading() {
    presenter.presentLoading(isLoading: true)
    presenter.presentLoading(isLoading: false)

    #expect(display.displayLoadingReceivedInvocations == [true, false])
  }
}
