import Foundation

// Formats the raw numbers and dates from the interactor into display strings.
@MainActor
final class OrderSummaryPresenter: OrderSummaryPresentationLogic {

    weak var viewController: (any OrderSummaryDisplayLogic)?

    func presentSummary(response: OrderSummary.Load.Response) {
        let vm = OrderSummary.Load.ViewModel(
            itemsText: countLabel(response.itemCount),
            totalText: moneyString(response.total, in: response.currencyCode),
            deliveryText: "Delivered on " + weekdayString(from: response.deliveryDate)
        )
        viewController?.displaySummary(viewModel: vm)
    }

    private func countLabel(_ n: Int) -> String {
        switch n {
        case 0:
            return "No items"
        case 1:
            return "1 item"
        default:
            return "\(n) items"
        }
    }

    private func moneyString(_ amount: Decimal, in code: String) -> String {
        let nf = NumberFormatter()
        nf.locale = Locale(identifier: "en_US")
        nf.numberStyle = .currency
        nf.currencyCode = code
        return nf.string(from: NSDecimalNumber(decimal: amount))
            ?? "\(code) \(amount)"
    }

    private func weekdayString(from moment: Date) -> String {
        let df = DateFormatter()
        df.locale = Locale(identifier: "en_US_POSIX")
        df.timeZone = TimeZone(identifier: "UTC")
        df.dateFormat = "EEEE d MMMM"
        return df.string(from: moment)
    }
}
