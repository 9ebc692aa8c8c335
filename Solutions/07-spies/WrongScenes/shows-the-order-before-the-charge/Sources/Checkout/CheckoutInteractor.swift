/// Places an order: charges the cart's total, confirms by email, and tells the presenter.
/// This code is right: your job is to write the tests that prove it.
@MainActor final class CheckoutInteractor: CheckoutBusinessLogic {
  var presenter: (any CheckoutPresentationLogic)?
  var paymentWorker: (any PaymentWorkerLogic)?
  var mailWorker: (any MailWorkerLogic)?

  func placeOrder(request: Checkout.Place.Request) {
    guard !request.items.isEmpty else {
      presenter?.presentEmptyCart()
      return
    }
    guard let paymentWorker else { return }
    let total = request.items.reduce(0) { sum, item in sum + item.priceCents * item.quantity }
    // The user sees the order at once; the charge confirms it.
    presenter?.presentOrderPlaced(orderNumber: "", totalCents: total)
    do throws(PaymentError) {
      let receipt = try paymentWorker.charge(cents: total, card: request.card)
      mailWorker?.sendConfirmation(to: request.email, orderNumber: receipt.orderNumber)
      presenter?.presentOrderPlaced(orderNumber: receipt.orderNumber, totalCents: total)
    } catch {
      presenter?.presentPaymentFailed(error)
    }
  }
}
