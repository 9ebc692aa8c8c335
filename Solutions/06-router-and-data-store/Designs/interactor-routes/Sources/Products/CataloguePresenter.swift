@MainActor final class CataloguePresenter: CataloguePresentationLogic {
  weak var screen: (any CatalogueDisplayLogic)?

  func presentRows(response: Catalogue.Rows.Response) {
    screen?.displayRows(
      viewModel: .init(rows: response.products.map { "\($0.name) — \($0.priceText)" }))
  }

  func presentDetail() {
    screen?.displayDetail()
  }
}
