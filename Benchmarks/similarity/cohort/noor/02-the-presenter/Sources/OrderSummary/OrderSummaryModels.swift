import Foundation

// Presenter -> view.
@MainActor protocol OrderSummaryDisplayLogic: AnyObject {
  func displaySummary(viewModel: OrderSummary.Load.ViewModel)
}

// Interactor -> presenter.
@MainActor protocol OrderSummaryPresentationLogic: AnyObject {
  func presentSummary(response: OrderSummary.Load.Response)
}

// Use cases of the order summary screen.
enum OrderSummary {
  // Loading the summary of what is about to be paid.
  enum Load {
    // The finished strings the screen displays.
    struct ViewModel: Equatable {
      var itemsText: String
      var totalText: String
      var deliveryText: String
    }

    // Unformatted values coming from the business logic.
    struct Response {
      var itemCount: Int
      var total: Decimal
      var currencyCode: String  // ISO 4217 code, e.g. EUR or USD
      var deliveryDate: Date
    }
  }
}
