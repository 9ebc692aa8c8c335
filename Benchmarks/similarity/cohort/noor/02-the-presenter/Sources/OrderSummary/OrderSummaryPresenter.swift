import Foundation

// Formats the raw order data from the interactor into strings the view can show as-is.
@MainActor
final class OrderSummaryPresenter: OrderSummaryPresentationLogic {

  weak var viewController: (any OrderSummaryDisplayLogic)?

  func presentSummary(response: OrderSummary.Load.Response) {
    let viewModel = OrderSummary.Load.ViewModel(
      itemsText: itemsText(for: response.itemCount),
      totalText: totalText(for: response.total, currencyCode: response.currencyCode),
      deliveryText: deliveryText(for: response.deliveryDate)
    )
    viewController?.displaySummary(viewModel: viewModel)
  }
}
