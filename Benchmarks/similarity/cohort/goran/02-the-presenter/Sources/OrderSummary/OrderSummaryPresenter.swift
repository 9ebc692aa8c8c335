import Foundation

/// Turns the interactor's raw response into the text the screen shows.
@MainActor final class OrderSummaryPresenter: OrderSummaryPresentationLogic {
  weak var viewController: (any OrderSummaryDisplayLogic)?

  func presentSummary(response: OrderSummary.Load.Response) {
    let viewModel = OrderSummary.Load.ViewModel(
      itemsText: itemsText(count: response.itemCount),
      totalText: totalText(amount: response.total, currencyCode: response.currencyCode),
      deliveryText: deliveryText(date: response.deliveryDate))
    viewController?.displaySummary(viewModel: viewModel)
  }

  // MARK: - Formatting

  /// "No items", "1 item", "3 items".
  private func itemsText(count: Int) -> String {
    switch count {
    case 0: return "No items"
    case 1: return "1 item"
    default: return "\(count) items"
    }
  }

  /// Money in the order's currency; the locale is fixed so every device shows the same text.
  private func totalText(amount: Decimal, currencyCode: String) -> String {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .currency
    formatter.currencyCode = currencyCode
    let number: NSDecimalNumber = NSDecimalNumber(decimal: amount)
    return formatter.string(from: number) ?? "\(amount) \(currencyCode)"
  }

  /// The delivery day, named in UTC so the day doesn't depend on the device's time zone.
  private func deliveryText(date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "EEEE d MMMM"
    return "Delivered on \(formatter.string(from: date))"
  }
}
