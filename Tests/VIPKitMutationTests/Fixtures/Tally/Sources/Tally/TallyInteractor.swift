/// Adds a line to the basket: refused past the limit; a member's line of 5 € or more costs
/// 1 € less.
@MainActor final class TallyInteractor: TallyBusinessLogic {
  var presenter: (any TallyPresentationLogic)?
  var worker: (any TallyWorkerLogic)?
  var limitCents = 10_000
  private(set) var totalCents = 0

  func add(request: Tally.Add.Request) {
    let cost = request.priceCents * request.quantity
    guard totalCents + cost <= limitCents else {
      presenter?.presentLimitReached()
      return
    }
    let discounted = request.isMember && cost >= 500
    let charged = discounted ? cost - 100 : cost
    totalCents += charged
    worker?.save(cents: charged)
    presenter?.presentTotal(cents: totalCents, items: request.quantity, isDiscounted: discounted)
  }
}
