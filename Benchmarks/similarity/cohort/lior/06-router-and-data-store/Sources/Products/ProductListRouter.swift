@MainActor
protocol ProductListRoutingLogic: AnyObject {
    func routeToDetail()
}

@MainActor
protocol ProductListDataPassing: AnyObject {
    var dataStore: (any ProductListDataStore)? { get }
}

@MainActor
final class ProductListRouter: ProductListRoutingLogic, ProductListDataPassing {

    weak var viewController: ProductListViewController?
    var dataStore: (any ProductListDataStore)?

    func routeToDetail() {
        guard let item = dataStore?.pickedItem else { return }

        let detailScreen = ProductDetailConfigurator.configure()
        guard let detailStore = detailScreen.router?.dataStore else { return }

        // Order matters: fill the detail's store before pushing, since it can read it right away.
        deliver(item, into: detailStore)
        show(detailScreen)
    }

    // Handing the product over

    private func deliver(_ item: Product, into store: any ProductDetailDataStore) {
        store.product = item
    }

    // Pushing the screen

    private func show(_ screen: ProductDetailViewController) {
        viewController?.navigator?.push(screen)
    }

}
