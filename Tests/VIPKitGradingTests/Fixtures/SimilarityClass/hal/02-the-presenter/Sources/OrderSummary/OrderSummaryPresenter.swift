import Foundation

@MainActor final class OrderSummaryPresenter: OrderSummaryPresentationLogic {
  weak var viewController: (any OrderSummaryDisplayLogic)?

  func presentSummary(response: OrderSummary.Load.Response) {
    let viewModel = OrderSummary.Load.ViewModel(
      itemsText: OrderSummaryText.items(response.itemCount),
      totalText: OrderSummaryText.money(response.total, code: response.currencyCode),
      deliveryText: OrderSummaryText.delivery(response.deliveryDate))
    viewController?.displaySummary(viewModel: viewModel)
  }
}

/// The formatting rules, apart from the presenter so each can be read on its own.
enum OrderSummaryText {
  static func items(_ count: Int) -> String {
    let noun = count == 1 ? "item" : "items"
    return count == 0 ? "No items" : "\(count) \(noun)"
  }

  @MainActor static func money(_ value: Decimal, code: String) -> String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    formatter.currencyCode = code
    formatter.locale = Locale(identifier: "en_US")
    return formatter.string(from: value as NSDecimalNumber) ?? "\(value) \(code)"
  }

  @MainActor static func delivery(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "EEEE d MMMM"
    formatter.timeZone = TimeZone(abbreviation: "UTC")
    formatter.locale = Locale(identifier: "en_US_POSIX")
    return "Delivered on " + formatter.string(from: date)
  }
}
