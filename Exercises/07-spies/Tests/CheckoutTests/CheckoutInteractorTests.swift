import Testing

@testable import Checkout

/// Your tests of CheckoutInteractor. First generate the spies (see the README); then replace
/// each `Issue.record` with a real test, written Given / When / Then.
@Suite("CheckoutInteractor")
@MainActor
struct CheckoutInteractorTests {
  @Test func emptyCart() {
    Issue.record("Write this test: an empty cart calls presentEmptyCart() and charges nothing.")
  }

  @Test func chargesTheTotal() {
    Issue.record(
      "Write this test: the payment worker is charged the total, the sum of price × quantity in cents, on the request's card."
    )
  }

  @Test func sendsTheConfirmation() {
    Issue.record(
      "Write this test: after a successful charge, the mail worker sends the confirmation to the request's email, with the receipt's order number."
    )
  }

  @Test func presentsTheOrder() {
    Issue.record(
      "Write this test: after a successful charge, presentOrderPlaced(orderNumber:totalCents:) receives the order number and the total."
    )
  }

  @Test func paymentFailure() {
    Issue.record(
      "Write this test: when the charge throws, presentPaymentFailed(_:) receives the error, and no email is sent."
    )
  }
}
