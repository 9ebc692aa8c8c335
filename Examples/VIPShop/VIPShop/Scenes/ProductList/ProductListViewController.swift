#if canImport(UIKit)
  import UIKit
#endif

/// What the product list's presenter shows through.
@MainActor
protocol ProductListDisplayLogic: AnyObject {
  func displayLoading(isLoading: Bool)
  func displayProducts(viewModel: ProductList.FetchProducts.ViewModel)
  func displayFetchFailure(viewModel: ProductList.FetchFailure.ViewModel)
}

/// The catalogue on screen: it forwards what the user does to the interactor and the
/// router, and keeps what it displays (the table shows the same rows).
final class ProductListViewController: PlatformViewController, ProductListDisplayLogic {
  var interactor: (any ProductListBusinessLogic)?
  var router: (any ProductListRoutingLogic & ProductListDataPassing)?

  private(set) var isLoading = false
  private(set) var rows: [ProductList.FetchProducts.ViewModel.Row] = []
  private(set) var message: String?

  #if canImport(UIKit)
    private let tableView = UITableView()
  #endif

  override func viewDidLoad() {
    super.viewDidLoad()
    #if canImport(UIKit)
      title = "Shop"
      tableView.frame = view.bounds
      tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      tableView.dataSource = self
      tableView.delegate = self
      view.addSubview(tableView)
    #endif
    Task { [weak self] in await self?.loadProducts() }
  }

  /// Asks for the catalogue: when the screen appears, or on refresh.
  func loadProducts() async {
    await interactor?.fetchProducts(request: ProductList.FetchProducts.Request())
  }

  /// The user chose the product in row `index`.
  func productTapped(at index: Int) {
    interactor?.selectProduct(request: ProductList.SelectProduct.Request(index: index))
    router?.routeToProductDetail()
  }

  func displayLoading(isLoading: Bool) {
    self.isLoading = isLoading
  }

  func displayProducts(viewModel: ProductList.FetchProducts.ViewModel) {
    rows = viewModel.rows
    message = viewModel.emptyMessage
    #if canImport(UIKit)
      tableView.reloadData()
    #endif
  }

  func displayFetchFailure(viewModel: ProductList.FetchFailure.ViewModel) {
    message = viewModel.message
  }
}

#if canImport(UIKit)
  extension ProductListViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
      cell.textLabel?.text = rows[indexPath.row].name
      cell.detailTextLabel?.text = rows[indexPath.row].price
      return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      productTapped(at: indexPath.row)
    }
  }
#endif
