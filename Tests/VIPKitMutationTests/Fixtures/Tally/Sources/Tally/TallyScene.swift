/// A basket's running total: the interactor adds a line within a spending limit, with a
/// member's discount, and saves what is charged; the presenter words the total.
enum Tally {
  enum Add {
    struct Request {
      var priceCents: Int
      var quantity: Int
      var isMember: Bool
    }
    struct ViewModel: Equatable {
      var text: String
      var badge: String
      var isError: Bool
    }
  }
}

@MainActor protocol TallyBusinessLogic: AnyObject {
  func add(request: Tally.Add.Request)
}

@MainActor protocol TallyPresentationLogic: AnyObject {
  func presentTotal(cents: Int, items: Int, isDiscounted: Bool)
  func presentLimitReached()
}

@MainActor protocol TallyDisplayLogic: AnyObject {
  func displayTotal(viewModel: Tally.Add.ViewModel)
}

@MainActor protocol TallyWorkerLogic: AnyObject {
  func save(cents: Int)
}
