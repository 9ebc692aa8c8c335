@MainActor protocol CheckoutBusinessLogic: AnyObject {
  func placeOrder(request: Checkout.Place.Request)
}

@MainActor protocol CheckoutPresentationLogic: AnyObject {
  func presentEmptyCart()
  func presentOrderPlaced(orderNumber: String, totalCents: Int)
  func presentPaymentFailed(_ error: PaymentError)
}

/// Charges the card.
@MainActor protocol PaymentWorkerLogic: AnyObject {
  func charge(cents: Int, card: String) throws(PaymentError) -> Receipt
}

/// Sends the confirmation email.
@MainActor protocol MailWorkerLogic: AnyObject {
  func sendConfirmation(to email: String, orderNumber: String)
}
