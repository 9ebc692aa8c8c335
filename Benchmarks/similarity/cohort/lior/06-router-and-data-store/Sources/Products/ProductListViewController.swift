@MainActor
protocol ProductListDisplayLogic: AnyObject {
    func displayCatalogue(viewModel: ProductList.FetchCatalogue.ViewModel)
    func displayDetail(viewModel: ProductList.PickItem.ViewModel)
}

// Screen listing the products. `rows`, `viewDidLoad()` and `didSelectRow(at:)` stand in
// for the table view and its taps; everything behind them goes through the VIP cycle.
@MainActor
final class ProductListViewController {

    // Shows the following screen; held weakly because it owns us, not the other way round.
    weak var navigator: (any Navigator)?

    var interactor: (any ProductListBusinessLogic)?
    var router: (any ProductListRoutingLogic & ProductListDataPassing)?

    // The text of each table row.
    private(set) var rows: [String] = []

    func viewDidLoad() {
        interactor?.fetchCatalogue(request: ProductList.FetchCatalogue.Request())
    }

    func didSelectRow(at row: Int) {
        let request = ProductList.PickItem.Request(row: row)
        interactor?.pickItem(request: request)
    }

}

extension ProductListViewController: ProductListDisplayLogic {

    func displayCatalogue(viewModel: ProductList.FetchCatalogue.ViewModel) {
        rows = viewModel.lines
    }

    func displayDetail(viewModel: ProductList.PickItem.ViewModel) {
        router?.routeToDetail()
    }

}
