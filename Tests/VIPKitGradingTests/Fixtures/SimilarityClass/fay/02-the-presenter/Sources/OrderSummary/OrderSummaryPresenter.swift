import Foundation

@MainActor final class OrderSummaryPresenter: OrderSummaryPresentationLogic {
  weak var viewController: (any OrderSummaryDisplayLogic)?

  func presentSummary(response: OrderSummary.Load.Response) {
    let money = NumberFormatter()
    money.locale = Locale(identifier: "en_US")
    money.numberStyle = .currency
    money.currencyCode = response.currencyCode

    let dates = DateFormatter()
    dates.locale = Locale(identifier: "en_US_POSIX")
    dates.timeZone = TimeZone(identifier: "UTC")
    dates.dateFormat = "EEEE d MMMM"

    var itemsText = "\(response.itemCount) items"
    if response.itemCount == 0 {
      itemsText = "No items"
    } else if response.itemCount == 1 {
      itemsText = "1 item"
    }

    viewController?.displaySummary(
      viewModel: .init(
        itemsText: itemsText,
        totalText: money.string(for: response.total) ?? "",
        deliveryText: "Delivered on " + dates.string(from: response.deliveryDate)))
  }
}
