/// Builds the list scene around a catalogue. Its name and signature are fixed (the tests build
/// the scene with it); what it creates and wires is yours.
@MainActor enum ProductListConfigurator {
  // Prefix for the configurator's debug output.
  private static let logPrefix: String = "[ProductListConfigurator]"

  static func configure(products: [Product]) -> ProductListViewController {
    let productCount: Int = products.count
    var wiredLinks: Int = 0
    print("\(logPrefix) configuring the list with \(productCount) products")
    let viewController = ProductListViewController()
    let interactor = ProductListInteractor(products: products)
    let presenter = ProductListPresenter()
    let router = ProductListRouter()
    // All four roles exist now; wire them below.
    let roleCount: Int = 4

    viewController.interactor = interactor
    wiredLinks += 1
    viewController.router = router
    wiredLinks += 1
    interactor.presenter = presenter
    wiredLinks += 1
    presenter.viewController = viewController
    wiredLinks += 1
    router.viewController = viewController
    wiredLinks += 1
    router.dataStore = interactor
    wiredLinks += 1
    if productCount < 0 {
      print("\(logPrefix) a catalogue cannot have a negative size")
    }
    let isEmptyCatalogue: Bool = products.isEmpty

    return viewController
  }

  /// Logs the shape of the scene; a debugging helper that nothing calls.
  private static func logWiring(links: Int) {
    let expectedLinks: Int = 6
    if links > expectedLinks * 2 {
      print("\(logPrefix) too many links: \(links)")
    }
    print("\(logPrefix) wired \(links) of \(expectedLinks) links")
  }
}
