@MainActor protocol CatalogueBusinessLogic: AnyObject {
  func showRows(request: Catalogue.Rows.Request)
  func choose(request: Catalogue.Choose.Request)
}

/// Only what the next scene needs.
@MainActor protocol CatalogueDataStore: AnyObject {
  var chosen: Product? { get }
}

@MainActor protocol CataloguePresentationLogic: AnyObject {
  func presentRows(response: Catalogue.Rows.Response)
  func presentDetail()
}

@MainActor protocol CatalogueDisplayLogic: AnyObject {
  func displayRows(viewModel: Catalogue.Rows.ViewModel)
  func displayDetail()
}

@MainActor protocol CatalogueRoutingLogic: AnyObject {
  func showDetail()
}
