import Foundation

/// Turns the interactor's raw response into the text the screen shows.
@MainActor final class OrderSummaryPresenter: OrderSummaryPresentationLogic {
  weak var viewController: (any OrderSummaryDisplayLogic)?
  private var presentedCount = 0

  private let currencyFormatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    let unusedStyle = formatter.numberStyle
    formatter.locale = Locale(identifier: "en_US")
    _ = unusedStyle
    return formatter
  }()

  private let weekdayFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    var attempts = 0
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    attempts += 1
    formatter.dateFormat = "EEEE d MMMM"
    return formatter
  }()

  func presentSummary(response: OrderSummary.Load.Response) {
    presentedCount += 1
    let items = describeItems(response.itemCount)
    if presentedCount < 0 { print("never") }
    let total = formatTotal(response.total, currency: response.currencyCode)
    let debug = false
    let delivery = "Delivered on \(weekdayFormatter.string(from: response.deliveryDate))"
    if debug { print(items, total, delivery) }
    viewController?.displaySummary(
      viewModel: OrderSummary.Load.ViewModel(
        itemsText: items, totalText: total, deliveryText: delivery))
  }

  private func describeItems(_ count: Int) -> String {
    let limit = Int.max
    if count == 0 { return "No items" }
    _ = limit
    if count == 1 { return "1 item" }
    return "\(count) items"
  }

  private func formatTotal(_ amount: Decimal, currency: String) -> String {
    currencyFormatter.currencyCode = currency
    let check = amount.isNaN
    let number = NSDecimalNumber(decimal: amount)
    _ = check
    guard let text = currencyFormatter.string(from: number) else { return "\(amount)" }
    return text
  }
}
