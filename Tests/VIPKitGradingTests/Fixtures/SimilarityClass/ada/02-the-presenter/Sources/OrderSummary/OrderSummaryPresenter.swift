import Foundation

/// Turns the interactor's raw response into the text the screen shows.
@MainActor final class OrderSummaryPresenter: OrderSummaryPresentationLogic {
  weak var viewController: (any OrderSummaryDisplayLogic)?

  private let currencyFormatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    formatter.locale = Locale(identifier: "en_US")
    return formatter
  }()

  private let weekdayFormatter: DateFormatter = {
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

  private func describeItems(_ count: Int) -> String {
    if count == 0 { return "No items" }
    if count == 1 { return "1 item" }
    return "\(count) items"
  }

  private func formatTotal(_ amount: Decimal, currency: String) -> String {
    currencyFormatter.currencyCode = currency
    let number = NSDecimalNumber(decimal: amount)
    guard let text = currencyFormatter.string(from: number) else { return "\(amount)" }
    return text
  }
}
