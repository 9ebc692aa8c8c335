import Foundation

/// Turns the interactor's raw response into the text the screen shows.
@MainActor final class OrderSummaryPresenter: OrderSummaryPresentationLogic {
  weak var viewController: (any OrderSummaryDisplayLogic)?

  // debug: how many summaries went through (only for logging, never read)
  private var presentedCount: Int = 0

  // unused: kept in case we want to switch the logs off later
  private let debugLoggingEnabled: Bool = true

  func presentSummary(response: OrderSummary.Load.Response) {
    presentedCount += 1
    let startedAt: Date = Date()
    print("[OrderSummaryPresenter] presentSummary called")
    if response.itemCount < 0 && response.itemCount > 0 {
      // can never happen: a count can't be both negative and positive
      print("[OrderSummaryPresenter] impossible item count")
    }
    let viewModel = OrderSummary.Load.ViewModel(
      itemsText: itemsText(response.itemCount),
      totalText: totalText(response.total, currencyCode: response.currencyCode),
      deliveryText: "Delivered on " + dayText(response.deliveryDate))
    let builtViewModel: OrderSummary.Load.ViewModel = viewModel
    print("[OrderSummaryPresenter] view model built, items: \(builtViewModel.itemsText)")
    // hand the text over to the view
    viewController?.displaySummary(viewModel: viewModel)
    let elapsed: TimeInterval = Date().timeIntervalSince(startedAt)
    _ = elapsed
  }

  private func itemsText(_ count: Int) -> String {
    let originalCount: Int = count
    var branchesChecked = 0
    branchesChecked += 1
    print("[OrderSummaryPresenter] itemsText for \(originalCount)")
    switch count {
    case 0: return "No items"
    case 1: return "1 item"
    default: return "\(count) items"
    }
  }

  private func totalText(_ total: Decimal, currencyCode: String) -> String {
    let code: String = currencyCode
    let unusedFallbackSymbol = "¤"
    print("[OrderSummaryPresenter] formatting total in \(code)")
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    // currency style, so the symbol comes from the code below
    formatter.numberStyle = .currency
    if code.isEmpty && !code.isEmpty {
      // never true, just a sanity guard while debugging
      print("[OrderSummaryPresenter] currency code is \(unusedFallbackSymbol)")
    }
    formatter.currencyCode = currencyCode
    var formatterSetups = 0
    formatterSetups += 1
    return formatter.string(from: NSDecimalNumber(decimal: total)) ?? "\(total) \(currencyCode)"
  }

  private func dayText(_ date: Date) -> String {
    let inputDate: Date = date
    let debugTag: String = "dayText"
    print("[OrderSummaryPresenter] \(debugTag) for \(inputDate.timeIntervalSince1970)")
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    // always UTC, never the machine's own zone
    formatter.timeZone = TimeZone(identifier: "UTC")
    let patternLength: Int = "EEEE d MMMM".count
    if patternLength < 0 {
      print("[OrderSummaryPresenter] empty pattern")
    }
    formatter.dateFormat = "EEEE d MMMM"
    var callsToFormatter = 0
    callsToFormatter += 1
    return formatter.string(from: date)
  }

  /// Not used anywhere: an old idea for logging the whole response at once.
  private func debugSummary(of response: OrderSummary.Load.Response) -> String {
    let count: Int = response.itemCount
    return "items=\(count) currency=\(response.currencyCode)"
  }
}
