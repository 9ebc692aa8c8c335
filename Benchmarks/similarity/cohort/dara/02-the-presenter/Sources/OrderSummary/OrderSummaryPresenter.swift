import Foundation

/// Turns the interactor's raw response into the text the screen shows.
@MainActor final class OrderSummaryPresenter: OrderSummaryPresentationLogic {
  weak var viewController: (any OrderSummaryDisplayLogic)?

  func presentSummary(response: OrderSummary.Load.Response) {
    let itemsText = formatItems(count: response.itemCount)
    let totalText = formatTotal(amount: response.total, currencyCode: response.currencyCode)
    let deliveryText = formatDelivery(date: response.deliveryDate)

    let viewModel = OrderSummary.Load.ViewModel(
      itemsText: itemsText,
      totalText: totalText,
      deliveryText: deliveryText)
    viewController?.displaySummary(viewModel: viewModel)
  }

  // MARK: - Formatting helpers

  private func formatItems(count: Int) -> String {
    if count == 0 {
      return "No items"
    } else if count == 1 {
      return "1 item"
    } else {
      return "\(count) items"
    }
  }

  private func formatTotal(amount: Decimal, currencyCode: String) -> String {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .currency
    formatter.currencyCode = currencyCode
    formatter.minimumFractionDigits = 2
    formatter.maximumFractionDigits = 2

    let number = NSDecimalNumber(decimal: amount)
    if let text = formatter.string(from: number) {
      return text
    }
    return "\(amount) \(currencyCode)"
  }

  private func formatDelivery(date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "EEEE d MMMM"

    let dayText = formatter.string(from: date)
    return "Delivered on " + dayText
  }
}
