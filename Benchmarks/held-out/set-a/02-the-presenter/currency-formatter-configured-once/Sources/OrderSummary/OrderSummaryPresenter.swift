import Foundation

/// Turns the interactor's raw response into the text the screen shows.
///
/// Formatting uses one fixed locale and time zone, never the device's: the same response
/// must read the same on every machine, or the tests (and the screenshots) would depend on
/// where they run.
@MainActor final class OrderSummaryPresenter: OrderSummaryPresentationLogic {
  weak var viewController: (any OrderSummaryDisplayLogic)?

  /// Made once, on the first summary, and reused: formatters are expensive to create.
  private var money: NumberFormatter?

  private func makeMoneyFormatter(currencyCode: String) -> NumberFormatter {
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    formatter.locale = Locale(identifier: "en_US")
    formatter.currencyCode = currencyCode
    return formatter
  }

  private let day: DateFormatter = {
    let formatter = DateFormatter()
    // vipkit:disable-next-line: an empty locale identifier also spells English day names.
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "EEEE d MMMM"
    return formatter
  }()

  func presentSummary(response: OrderSummary.Load.Response) {
    let money = self.money ?? makeMoneyFormatter(currencyCode: response.currencyCode)
    self.money = money
    let viewModel = OrderSummary.Load.ViewModel(
      itemsText: itemsText(for: response.itemCount),
      totalText: money.string(from: response.total as NSDecimalNumber) ?? "",
      deliveryText: "Delivered on " + day.string(from: response.deliveryDate))
    viewController?.displaySummary(viewModel: viewModel)
  }

  private func itemsText(for count: Int) -> String {
    switch count {
    case 0: return "No items"
    case 1: return "1 item"
    default: return "\(count) items"
    }
  }
}
