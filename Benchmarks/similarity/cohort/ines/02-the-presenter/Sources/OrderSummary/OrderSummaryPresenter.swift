import Foundation

/// Turns the interactor's raw response into the text the screen shows.
@MainActor final class OrderSummaryPresenter: OrderSummaryPresentationLogic {
  weak var viewController: (any OrderSummaryDisplayLogic)?

  func presentSummary(response: OrderSummary.Load.Response) {
    let viewModel = OrderSummary.Load.ViewModel(
      itemsText: formatItemCount(response.itemCount),
      totalText: formatTotal(response.total, currencyCode: response.currencyCode),
      deliveryText: formatDeliveryDate(response.deliveryDate))
    viewController?.displaySummary(viewModel: viewModel)
  }

  // MARK: - Formatting

  private func formatItemCount(_ itemCount: Int) -> String {
    switch itemCount {
    case ...0:
      return "No items"
    case 1:
      return "1 item"
    default:
      return "\(itemCount) items"
    }
  }

  private func formatTotal(_ total: Decimal, currencyCode: String) -> String {
    let currencyFormatter = NumberFormatter()
    currencyFormatter.locale = Locale(identifier: "en_US")
    currencyFormatter.numberStyle = .currency
    currencyFormatter.currencyCode = currencyCode
    currencyFormatter.minimumFractionDigits = 2
    currencyFormatter.maximumFractionDigits = 2

    let totalAsNumber = NSDecimalNumber(decimal: total)
    if let formattedTotal = currencyFormatter.string(from: totalAsNumber) {
      return formattedTotal
    }
    return "\(total) \(currencyCode)"
  }

  private func formatDeliveryDate(_ deliveryDate: Date) -> String {
    let utcTimeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
    var gregorianCalendar = Calendar(identifier: .gregorian)
    gregorianCalendar.timeZone = utcTimeZone

    let dateFormatter = DateFormatter()
    dateFormatter.locale = Locale(identifier: "en_US_POSIX")
    dateFormatter.calendar = gregorianCalendar
    dateFormatter.timeZone = utcTimeZone
    dateFormatter.dateFormat = "EEEE d MMMM"

    return "Delivered on \(dateFormatter.string(from: deliveryDate))"
  }
}
