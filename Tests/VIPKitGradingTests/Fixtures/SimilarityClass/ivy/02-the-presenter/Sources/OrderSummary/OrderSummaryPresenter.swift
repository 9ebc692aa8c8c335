import Foundation

@MainActor final class OrderSummaryPresenter: OrderSummaryPresentationLogic {
  weak var viewController: (any OrderSummaryDisplayLogic)?
  private let formatters = Formatters()

  func presentSummary(response: OrderSummary.Load.Response) {
    formatters.currency.currencyCode = response.currencyCode
    let totalText = formatters.currency.string(from: response.total as NSNumber) ?? ""
    let dayText = formatters.day.string(from: response.deliveryDate)
    let countText: String
    switch response.itemCount {
    case 0:
      countText = "No items"
    case 1:
      countText = "1 item"
    case let many:
      countText = String(many) + " items"
    }
    viewController?.displaySummary(
      viewModel: OrderSummary.Load.ViewModel(
        itemsText: countText, totalText: totalText, deliveryText: "Delivered on \(dayText)"))
  }

  private final class Formatters {
    let currency = NumberFormatter()
    let day = DateFormatter()

    init() {
      currency.numberStyle = .currency
      currency.locale = Locale(identifier: "en_US")
      day.locale = Locale(identifier: "en_US_POSIX")
      day.timeZone = TimeZone(secondsFromGMT: 0)
      day.setLocalizedDateFormatFromTemplate("EEEEdMMMM")
      day.dateFormat = "EEEE d MMMM"
    }
  }
}
