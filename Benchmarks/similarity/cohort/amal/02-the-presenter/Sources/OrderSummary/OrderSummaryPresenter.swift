import Foundation

/// Turns the interactor's raw response into the text the screen shows.
@MainActor final class OrderSummaryPresenter: OrderSummaryPresentationLogic {
  weak var viewController: (any OrderSummaryDisplayLogic)?

  func presentSummary(response: OrderSummary.Load.Response) {
    let viewModel = OrderSummary.Load.ViewModel(
      itemsText: itemsText(for: response.itemCount),
      totalText: totalText(for: response.total, currencyCode: response.currencyCode),
      deliveryText: deliveryText(for: response.deliveryDate))
    viewController?.displaySummary(viewModel: viewModel)
  }

  private func itemsText(for count: Int) -> String {
    switch count {
    case 0: return "No items"
    case 1: return "1 item"
    default: return "\(count) items"
    }
  }

  private func totalText(for total: Decimal, currencyCode: String) -> String {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .currency
    formatter.currencyCode = currencyCode
    return formatter.string(from: NSDecimalNumber(decimal: total)) ?? "\(total) \(currencyCode)"
  }

  private func deliveryText(for date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "EEEE d MMMM"
    return "Delivered on \(formatter.string(from: date))"
  }
}
