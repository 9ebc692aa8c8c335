/// What the interactor may ask the presenter to format.
@MainActor protocol OrderSummaryPresentationLogic: AnyObject {
  func presentSummary(response: OrderSummary.Load.Response)
}

/// What the presenter may ask the view to show.
@MainActor protocol OrderSummaryDisplayLogic: AnyObject {
  func displaySummary(viewModel: OrderSummary.Load.ViewModel)
}
