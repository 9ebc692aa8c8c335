import Foundation

// MARK: - Formatting helpers (fixed locale / time zone so every device gives the same text)

extension OrderSummaryPresenter {

  func deliveryText(for date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "EEEE d MMMM"
    return "Delivered on \(formatter.string(from: date))"
  }

  func totalText(for total: Decimal, currencyCode: String) -> String {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .currency
    formatter.currencyCode = currencyCode
    return formatter.string(from: NSDecimalNumber(decimal: total))
      ?? "\(total) \(currencyCode)"
  }

  func itemsText(for count: Int) -> String {
    switch count {
    case 0:
      return "No items"
    case 1:
      return "1 item"
    default:
      return "\(count) items"
    }
  }
}
