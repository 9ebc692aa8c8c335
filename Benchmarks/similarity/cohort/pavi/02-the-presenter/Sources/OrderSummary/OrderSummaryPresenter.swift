import Foundation

/// Presentation layer of the order summary: converts the raw figures coming from the
/// interactor into the strings the screen displays.
@MainActor final class OrderSummaryPresenter: OrderSummaryPresentationLogic {
  weak var viewController: (any OrderSummaryDisplayLogic)?

  /// Money is always written the US way; only the currency changes per order.
  private let priceFormatter: NumberFormatter = {
    let nf = NumberFormatter()
    nf.locale = Locale(identifier: "en_US")
    nf.numberStyle = .currency
    return nf
  }()

  /// Weekday, day and month, pinned to UTC so every device names the same day.
  private let dayFormatter: DateFormatter = {
    let df = DateFormatter()
    df.locale = Locale(identifier: "en_US_POSIX")
    df.timeZone = TimeZone(secondsFromGMT: 0)
    df.dateFormat = "EEEE d MMMM"
    return df
  }()

  func presentSummary(response: OrderSummary.Load.Response) {
    viewController?.displaySummary(viewModel: makeViewModel(from: response))
  }

  // MARK: - Building the view model

  private func makeViewModel(from response: OrderSummary.Load.Response)
    -> OrderSummary.Load.ViewModel
  {
    OrderSummary.Load.ViewModel(
      itemsText: describeItems(response.itemCount),
      totalText: formatPrice(response.total, in: response.currencyCode),
      deliveryText: "Delivered on " + dayFormatter.string(from: response.deliveryDate))
  }

  private func describeItems(_ count: Int) -> String {
    if count == 0 {
      return "No items"
    }
    let noun = count == 1 ? "item" : "items"
    return "\(count) \(noun)"
  }

  private func formatPrice(_ amount: Decimal, in currency: String) -> String {
    priceFormatter.currencyCode = currency
    guard let formatted = priceFormatter.string(from: NSDecimalNumber(decimal: amount)) else {
      return "\(amount) \(currency)"
    }
    return formatted
  }
}
