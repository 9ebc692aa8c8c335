// Puts the list scene together for a given catalogue (tests call `configure(products:)`).
@MainActor
enum ProductListConfigurator {

    static func configure(products: [Product]) -> ProductListViewController {
        let screen = ProductListViewController()
        let logic = ProductListInteractor(catalogue: products)
        let formatter = ProductListPresenter()
        let routes = ProductListRouter()
        screen.interactor = logic
        screen.router = routes
        logic.presenter = formatter
        formatter.viewController = screen
        routes.viewController = screen
        routes.dataStore = logic
        return screen
    }

}
