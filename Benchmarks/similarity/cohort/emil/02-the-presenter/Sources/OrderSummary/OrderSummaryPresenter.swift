import Foundation

/// Turns the interactor's raw response into the text the screen shows.
@MainActor final class OrderSummaryPresenter: OrderSummaryPresentationLogic {
  weak var viewController: (any OrderSummaryDisplayLogic)?

  func presentSummary(response: OrderSummary.Load.Response) {
    let viewModel = OrderSummary.Load.ViewModel(
      itemsText: Self.itemsText(for: response.itemCount),
      totalText: Self.moneyText(response.total, currencyCode: response.currencyCode),
      deliveryText: "Delivered on \(Self.dayText(for: response.deliveryDate))")
    viewController?.displaySummary(viewModel: viewModel)
  }

  // MARK: - Formatting

  private static func itemsText(for count: Int) -> String {
    switch count {
    case 0: "No items"
    case 1: "1 item"
    default: "\(count) items"
    }
  }

  private static func moneyText(_ amount: Decimal, currencyCode: String) -> String {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .currency
    formatter.currencyCode = currencyCode
    formatter.minimumFractionDigits = 2
    formatter.maximumFractionDigits = 2
    return formatter.string(from: NSDecimalNumber(decimal: amount)) ?? "\(amount) \(currencyCode)"
  }

  private static func dayText(for date: Date) -> String {
    let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = calendar
    formatter.timeZone = utc
    formatter.dateFormat = "EEEE d MMMM"
    return formatter.string(from: date)
  }
}
