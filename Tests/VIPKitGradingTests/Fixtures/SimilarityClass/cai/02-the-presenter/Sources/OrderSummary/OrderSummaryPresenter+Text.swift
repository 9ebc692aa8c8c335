import Foundation

/// Text helpers of the presenter.
extension OrderSummaryPresenter {
  func formatTotal(_ amount: Decimal, currency: String) -> String {
    Self.currencyFormatter.currencyCode = currency
    let number = NSDecimalNumber(decimal: amount)
    guard let text = Self.currencyFormatter.string(from: number) else { return "\(amount)" }
    return text
  }

  func describeItems(_ count: Int) -> String {
    if count == 0 { return "No items" }
    if count == 1 { return "1 item" }
    return "\(count) items"
  }

  static let currencyFormatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    formatter.locale = Locale(identifier: "en_US")
    return formatter
  }()
}
