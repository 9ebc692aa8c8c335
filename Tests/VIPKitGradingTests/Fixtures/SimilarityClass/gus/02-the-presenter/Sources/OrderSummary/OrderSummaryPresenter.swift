import Foundation

@MainActor final class OrderSummaryPresenter: OrderSummaryPresentationLogic {
  weak var viewController: (any OrderSummaryDisplayLogic)?

  private static let utc = TimeZone(secondsFromGMT: 0)!

  private lazy var priceStyle: NumberFormatter = {
    let style = NumberFormatter()
    style.numberStyle = .currency
    style.locale = Locale(identifier: "en_US")
    return style
  }()

  private lazy var dayStyle: DateFormatter = {
    let style = DateFormatter()
    style.calendar = Calendar(identifier: .gregorian)
    style.locale = Locale(identifier: "en_US_POSIX")
    style.timeZone = Self.utc
    style.dateFormat = "EEEE d MMMM"
    return style
  }()

  func presentSummary(response: OrderSummary.Load.Response) {
    priceStyle.currencyCode = response.currencyCode
    let total = priceStyle.string(from: NSDecimalNumber(decimal: response.total)) ?? "-"
    let model = OrderSummary.Load.ViewModel(
      itemsText: Self.itemsLabel(response.itemCount),
      totalText: total,
      deliveryText: ["Delivered on", dayStyle.string(from: response.deliveryDate)].joined(
        separator: " "))
    viewController?.displaySummary(viewModel: model)
  }

  static func itemsLabel(_ n: Int) -> String {
    switch n {
    case ..<1: "No items"
    case 1: "1 item"
    default: "\(n) items"
    }
  }
}
