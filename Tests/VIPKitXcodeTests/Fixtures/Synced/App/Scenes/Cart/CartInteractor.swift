// The synchronized project's interactor: logic to mutate in the plan's tests.
protocol CartBusinessLogic {
  func addItem(count: Int)
}

final class CartInteractor: CartBusinessLogic {
  var presenter: (any CartPresentationLogic)?
  private(set) var total = 0

  func addItem(count: Int) {
    guard count > 0 else { return }
    total += count
    if total > 99 { total = 99 }
    presenter?.presentCart(count: total)
  }
}
