/// Keeps the catalogue, and decides when there is a detail to show.
@MainActor final class CatalogueInteractor: CatalogueBusinessLogic, CatalogueDataStore {
  var presenter: (any CataloguePresentationLogic)?
  private let products: [Product]
  private(set) var chosen: Product?

  init(products: [Product]) {
    self.products = products
  }

  func showRows(request: Catalogue.Rows.Request) {
    presenter?.presentRows(response: .init(products: products))
  }

  func choose(request: Catalogue.Choose.Request) {
    guard products.indices.contains(request.row) else {
      chosen = nil
      return
    }
    chosen = products[request.row]
    presenter?.presentDetail()
  }
}
