import Testing

@testable import Checkout

/// A weak, honest suite: the happy path's charge, checked.
@Suite("CheckoutInteractor")
@MainActor
struct CheckoutInteractorTests {
  @Test func chargesTheTotal() {
    let interactor = CheckoutInteractor()
    let presenter = CheckoutPresentationLogicSpy()
    let payment = PaymentWorkerLogicSpy()
    interactor.presenter = presenter
    interactor.paymentWorker = payment
    payment.chargeReturnValue = Receipt(orderNumber: "A-1")
    interactor.placeOrder(
      request: .init(
        items: [CartItem(name: "Mug", priceCents: 300, quantity: 2)], card: "4242",
        email: "ada@example.com"))
    #expect(payment.chargeReceivedArguments?.cents == 600)
  }
}
