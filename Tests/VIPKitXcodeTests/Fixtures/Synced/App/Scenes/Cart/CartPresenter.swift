// The synchronized project's presenter.
protocol CartPresentationLogic {
  func presentCart(count: Int)
}
