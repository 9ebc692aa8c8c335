@MainActor
protocol ProductListBusinessLogic: AnyObject {
    func fetchCatalogue(request: ProductList.FetchCatalogue.Request)
    func pickItem(request: ProductList.PickItem.Request)
}

// The only thing passed on to the following scene is the product that was picked.
@MainActor
protocol ProductListDataStore: AnyObject {
    var pickedItem: Product? { get }
}

@MainActor
final class ProductListInteractor: ProductListBusinessLogic, ProductListDataStore {

    var presenter: (any ProductListPresentationLogic)?

    private let catalogue: [Product]
    private(set) var pickedItem: Product?

    init(catalogue: [Product]) {
        self.catalogue = catalogue
    }

    func fetchCatalogue(request: ProductList.FetchCatalogue.Request) {
        let response = ProductList.FetchCatalogue.Response(items: catalogue)
        presenter?.presentCatalogue(response: response)
    }

    func pickItem(request: ProductList.PickItem.Request) {
        guard catalogue.indices.contains(request.row) else {
            // Out-of-range row: forget any earlier pick so an old product never gets shown.
            pickedItem = nil
            return
        }
        pickedItem = catalogue[request.row]
        presenter?.presentDetail(response: ProductList.PickItem.Response())
    }

}
