import Foundation

/// The Order Summary scene's use cases.
enum OrderSummary {
  /// Showing what the customer is about to pay for.
  enum Load {
    /// Interactor → presenter: raw values, as the business logic has them.
    struct Response {
      var itemCount: Int
      var total: Decimal
      /// ISO 4217: `EUR`, `USD`.
      var currencyCode: String
      var deliveryDate: Date
    }

    /// Presenter → view: exactly the text the screen shows.
    struct ViewModel: Equatable {
      var itemsText: String
      var totalText: String
      var deliveryText: String
    }
  }
}
