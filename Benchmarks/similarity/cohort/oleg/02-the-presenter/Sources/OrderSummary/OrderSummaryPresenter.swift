import Foundation

/// Formats the raw values the interactor hands over into the strings the screen displays.
@MainActor
final class OrderSummaryPresenter: OrderSummaryPresentationLogic {
  weak var viewController: (any OrderSummaryDisplayLogic)?

  // MARK: - Formatting helpers

  private func formattedDelivery(_ day: Date) -> String {
    let dayFormatter = DateFormatter()
    dayFormatter.timeZone = TimeZone(identifier: "UTC")
    dayFormatter.locale = Locale(identifier: "en_US_POSIX")
    dayFormatter.dateFormat = "EEEE d MMMM"
    return "Delivered on " + dayFormatter.string(from: day)
  }

  private func formattedCount(_ items: Int) -> String {
    if items == 0 {
      return "No items"
    }
    return items == 1 ? "1 item" : "\(items) items"
  }

  private func formattedMoney(_ amount: Decimal, in currency: String) -> String {
    let money = NumberFormatter()
    money.locale = Locale(identifier: "en_US")
    money.numberStyle = .currency
    money.currencyCode = currency
    guard let text = money.string(from: NSDecimalNumber(decimal: amount)) else {
      // Should never happen, but show something readable rather than nothing.
      return "\(amount) \(currency)"
    }
    return text
  }

  // MARK: - OrderSummaryPresentationLogic

  func presentSummary(response: OrderSummary.Load.Response) {
    let deliveryLine = formattedDelivery(response.deliveryDate)
    let countLine = formattedCount(response.itemCount)
    let totalLine = formattedMoney(response.total, in: response.currencyCode)
    viewController?.displaySummary(
      viewModel: OrderSummary.Load.ViewModel(
        itemsText: countLine, totalText: totalLine, deliveryText: deliveryLine))
  }
}
