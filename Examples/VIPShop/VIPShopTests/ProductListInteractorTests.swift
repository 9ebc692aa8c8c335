import XCTest

@testable import VIPShop

/// The product list's decisions, with a presenter spy and a worker spy (XCTest, as most
/// teams' interactor tests are). Each test is `@MainActor … async`, which XCTest runs on
/// every platform.
final class ProductListInteractorTests: XCTestCase {
  private static let catalogue = [
    Product(id: 1, name: "Mug", priceInCents: 1250),
    Product(id: 2, name: "Notebook", priceInCents: 800),
  ]

  @MainActor
  private func makeScene(worker: ProductListWorkerLogicSpy = ProductListWorkerLogicSpy())
    -> (ProductListInteractor, ProductListPresentationLogicSpy)
  {
    let interactor = ProductListInteractor()
    let presenter = ProductListPresentationLogicSpy()
    interactor.presenter = presenter
    interactor.worker = worker
    return (interactor, presenter)
  }

  @MainActor
  func testFetchShowsLoadingThenTheProductsThenStopsLoading() async {
    let worker = ProductListWorkerLogicSpy()
    worker.fetchProductsReturnValue = Self.catalogue
    let (interactor, presenter) = makeScene(worker: worker)

    await interactor.fetchProducts(request: ProductList.FetchProducts.Request())

    XCTAssertEqual(worker.fetchProductsCallsCount, 1)
    XCTAssertEqual(
      presenter.recordedCalls,
      ["presentLoading(isLoading:)", "presentProducts(response:)", "presentLoading(isLoading:)"])
    XCTAssertEqual(presenter.presentLoadingReceivedInvocations, [true, false])
    XCTAssertEqual(presenter.presentProductsReceivedResponse?.products, Self.catalogue)
    XCTAssertEqual(interactor.products, Self.catalogue)
    XCTAssertFalse(presenter.presentFetchFailureCalled)
  }

  @MainActor
  func testAFailedFetchShowsTheFailureAndStillStopsLoading() async {
    let worker = ProductListWorkerLogicSpy()
    worker.fetchProductsThrowableError = URLError(.notConnectedToInternet)
    let (interactor, presenter) = makeScene(worker: worker)

    await interactor.fetchProducts(request: ProductList.FetchProducts.Request())

    XCTAssertEqual(
      presenter.recordedCalls,
      [
        "presentLoading(isLoading:)", "presentFetchFailure(response:)",
        "presentLoading(isLoading:)",
      ])
    XCTAssertEqual(presenter.presentLoadingReceivedInvocations, [true, false])
    XCTAssertFalse(presenter.presentProductsCalled)
    XCTAssertEqual(interactor.products, [])
  }

  @MainActor
  func testWithoutAWorkerNothingIsPresented() async {
    let interactor = ProductListInteractor()
    let presenter = ProductListPresentationLogicSpy()
    interactor.presenter = presenter

    await interactor.fetchProducts(request: ProductList.FetchProducts.Request())

    XCTAssertEqual(presenter.recordedCalls, [])
  }

  @MainActor
  func testChoosingAProductKeepsItForTheNextScene() async {
    let worker = ProductListWorkerLogicSpy()
    worker.fetchProductsReturnValue = Self.catalogue
    let (interactor, _) = makeScene(worker: worker)
    await interactor.fetchProducts(request: ProductList.FetchProducts.Request())

    interactor.selectProduct(request: ProductList.SelectProduct.Request(index: 1))

    XCTAssertEqual(interactor.selectedProduct, Self.catalogue[1])
  }

  @MainActor
  func testAChoiceOutsideTheListKeepsNothing() async {
    let worker = ProductListWorkerLogicSpy()
    worker.fetchProductsReturnValue = Self.catalogue
    let (interactor, _) = makeScene(worker: worker)
    await interactor.fetchProducts(request: ProductList.FetchProducts.Request())

    interactor.selectProduct(request: ProductList.SelectProduct.Request(index: 2))
    XCTAssertNil(interactor.selectedProduct)
    interactor.selectProduct(request: ProductList.SelectProduct.Request(index: -1))
    XCTAssertNil(interactor.selectedProduct)
  }
}
