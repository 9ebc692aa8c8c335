import Foundation

// Presenter for the order summary screen.
@MainActor final class OrderSummaryPresenter: OrderSummaryPresentationLogic {
  weak var viewController: (any OrderSummaryDisplayLogic)?

  private let moneyFmt: NumberFormatter = {
    let f = NumberFormatter()
    f.numberStyle = .currency
    f.locale = Locale(identifier: "en_US")
    return f
  }()

  private let dayFmt: DateFormatter = {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(secondsFromGMT: 0)
    f.dateFormat = "EEEE d MMMM"
    return f
  }()

  func presentSummary(response: OrderSummary.Load.Response) {
    let a = itemLabel(response.itemCount)
    let b = priceText(response.total, code: response.currencyCode)
    let c = "Delivered on \(dayFmt.string(from: response.deliveryDate))"
    viewController?.displaySummary(
      viewModel: OrderSummary.Load.ViewModel(
        itemsText: a, totalText: b, deliveryText: c))
  }

  private func itemLabel(_ n: Int) -> String {
    if n == 0 { return "No items" }
    if n == 1 { return "1 item" }
    return "\(n) items"
  }

  private func priceText(_ value: Decimal, code: String) -> String {
    moneyFmt.currencyCode = code
    let num = NSDecimalNumber(decimal: value)
    guard let s = moneyFmt.string(from: num) else { return "\(value)" }
    return s
  }
}
