import Foundation

/// Turns the raw response into the text shown on screen.
@MainActor final class OrderSummaryPresenter: OrderSummaryPresentationLogic {
  weak var viewController: (any OrderSummaryDisplayLogic)?

  private let currencyFormatter = NumberFormatter()
  private let weekdayFormatter = DateFormatter()

  init() {
    currencyFormatter.numberStyle = .currency
    currencyFormatter.locale = Locale(identifier: "en_US")
    weekdayFormatter.locale = Locale(identifier: "en_US_POSIX")
    weekdayFormatter.timeZone = TimeZone(secondsFromGMT: 0)
    weekdayFormatter.dateFormat = "EEEE d MMMM"
  }

  func presentSummary(response: OrderSummary.Load.Response) {
    func describeItems(_ count: Int) -> String {
      if count == 0 { return "No items" }
      return count == 1 ? "1 item" : "\(count) items"
    }
    currencyFormatter.currencyCode = response.currencyCode
    let number = NSDecimalNumber(decimal: response.total)
    let total = currencyFormatter.string(from: number) ?? "\(response.total)"
    let delivery = "Delivered on \(weekdayFormatter.string(from: response.deliveryDate))"
    viewController?.displaySummary(
      viewModel: OrderSummary.Load.ViewModel(
        itemsText: describeItems(response.itemCount), totalText: total, deliveryText: delivery))
  }
}
