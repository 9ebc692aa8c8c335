import Foundation

@MainActor final class OrderSummaryPresenter: OrderSummaryPresentationLogic {
  weak var viewController: (any OrderSummaryDisplayLogic)?

  private let locale = Locale(identifier: "en_US")

  func presentSummary(response: OrderSummary.Load.Response) {
    var format = Decimal.FormatStyle.Currency(code: response.currencyCode, locale: locale)
    format = format.precision(.fractionLength(2))
    let total = response.total.formatted(format)

    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    let parts = DateFormatter()
    parts.calendar = calendar
    parts.timeZone = calendar.timeZone
    parts.locale = Locale(identifier: "en_US_POSIX")
    parts.dateFormat = "EEEE d MMMM"

    let items: String
    if response.itemCount > 1 {
      items = "\(response.itemCount) items"
    } else if response.itemCount == 1 {
      items = "1 item"
    } else {
      items = "No items"
    }
    let delivered = "Delivered on " + parts.string(from: response.deliveryDate)
    viewController?.displaySummary(
      viewModel: OrderSummary.Load.ViewModel(
        itemsText: items, totalText: total, deliveryText: delivered))
  }
}
