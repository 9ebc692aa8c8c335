import Foundation

/// Turns the interactor's raw response into the text the screen shows.
@MainActor final class OrderSummaryPresenter: OrderSummaryPresentationLogic {
  weak var viewController: (any OrderSummaryDisplayLogic)?

  func presentSummary(response: OrderSummary.Load.Response) {
    // TODO: format each value as the README's task says. For now the screen shows raw values.
    let viewModel = OrderSummary.Load.ViewModel(
      itemsText: "\(response.itemCount)",
      totalText: "\(response.total)",
      deliveryText: "\(response.deliveryDate)")
    viewController?.displaySummary(viewModel: viewModel)
  }
}
