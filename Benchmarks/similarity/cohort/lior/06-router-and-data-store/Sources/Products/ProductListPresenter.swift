@MainActor
protocol ProductListPresentationLogic: AnyObject {
    func presentCatalogue(response: ProductList.FetchCatalogue.Response)
    func presentDetail(response: ProductList.PickItem.Response)
}

@MainActor
final class ProductListPresenter: ProductListPresentationLogic {

    weak var viewController: (any ProductListDisplayLogic)?

    func presentCatalogue(response: ProductList.FetchCatalogue.Response) {
        let lines = response.items.map { item in "\(item.name) — \(item.priceText)" }
        let viewModel = ProductList.FetchCatalogue.ViewModel(lines: lines)
        viewController?.displayCatalogue(viewModel: viewModel)
    }

    func presentDetail(response: ProductList.PickItem.Response) {
        viewController?.displayDetail(viewModel: ProductList.PickItem.ViewModel())
    }

}
