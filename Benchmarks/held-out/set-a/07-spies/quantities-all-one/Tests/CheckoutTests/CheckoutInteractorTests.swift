import Testing
import VIPKit

@testable import Checkout

/// The interactor's tests, with generated spies for its presenter and its two workers.
@Suite("CheckoutInteractor")
@MainActor
struct CheckoutInteractorTests {
  let interactor = CheckoutInteractor()
  let presenter = CheckoutPresentationLogicSpy()
  let payment = PaymentWorkerLogicSpy()
  let mail = MailWorkerLogicSpy()

  init() {
    interactor.presenter = presenter
    interactor.paymentWorker = payment
    interactor.mailWorker = mail
    payment.chargeReturnValue = Receipt(orderNumber: "A-42")
  }

  @Test func emptyCart() {
    // When
    interactor.placeOrder(request: Self.request(items: []))
    // Then
    #expect(presenter.presentEmptyCartCalled)
    #expect(!payment.chargeCalled)
    #expect(!mail.sendConfirmationCalled)
    #expect(!presenter.presentOrderPlacedCalled)
  }

  @Test func chargesTheTotal() {
    interactor.placeOrder(request: Self.request())
    #expect(payment.chargeCallsCount == 1)
    #expect(payment.chargeReceivedArguments?.cents == 450)
    #expect(payment.chargeReceivedArguments?.card == "4242")
    #expect(!presenter.presentEmptyCartCalled)
  }

  @Test func sendsTheConfirmation() {
    interactor.placeOrder(request: Self.request())
    #expect(mail.sendConfirmationReceivedArguments?.email == "ada@example.com")
    #expect(mail.sendConfirmationReceivedArguments?.orderNumber == "A-42")
  }

  @Test func presentsTheOrder() {
    interactor.placeOrder(request: Self.request())
    #expect(presenter.presentOrderPlacedReceivedArguments?.orderNumber == "A-42")
    #expect(presenter.presentOrderPlacedReceivedArguments?.totalCents == 450)
  }

  @Test(arguments: [PaymentError.declined, .network])
  func paymentFailure(error: PaymentError) {
    payment.chargeThrowableError = error
    interactor.placeOrder(request: Self.request())
    #expect(presenter.presentPaymentFailedReceivedError == error)
    // What must not happen: a second charge, an email, an order shown as placed.
    #expect(payment.chargeCallsCount == 1)
    #expect(!mail.sendConfirmationCalled)
    #expect(!presenter.presentOrderPlacedCalled)
  }

  @Test func leavesNothingBehind() {
    // The interactor owns its presenter and workers; released, all four go.
    assertNoLeaks {
      let interactor = CheckoutInteractor()
      interactor.presenter = CheckoutPresentationLogicSpy()
      interactor.paymentWorker = PaymentWorkerLogicSpy()
      interactor.mailWorker = MailWorkerLogicSpy()
      return interactor
    }
  }

  // MARK: - Fixtures

  /// Two items: 300 + 150 = 450.
  static func request(
    items: [CartItem] = [
      CartItem(name: "Mug", priceCents: 300, quantity: 1),
      CartItem(name: "Spoon", priceCents: 150, quantity: 1),
    ]
  ) -> Checkout.Place.Request {
    Checkout.Place.Request(items: items, card: "4242", email: "ada@example.com")
  }
}
