import Foundation

@MainActor final class OrderSummaryPresenter: OrderSummaryPresentationLogic {
  weak var viewController: (any OrderSummaryDisplayLogic)?

  let weekdayFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "EEEE d MMMM"
    return formatter
  }()

  func presentSummary(response: OrderSummary.Load.Response) {
    let items = describeItems(response.itemCount)
    let total = formatTotal(response.total, currency: response.currencyCode)
    let delivery = "Delivered on \(weekdayFormatter.string(from: response.deliveryDate))"
    viewController?.displaySummary(
      viewModel: OrderSummary.Load.ViewModel(
        itemsText: items, totalText: total, deliveryText: delivery))
  }
}
