// User actions of the list screen.
extension ProductListViewController {
  // A row was tapped.
  func didSelectRow(at index: Int) {
    interactor?.selectProduct(request: ProductList.SelectProduct.Request(index: index))
  }

  // First appearance of the screen.
  func viewDidLoad() {
    interactor?.loadProducts(request: ProductList.LoadProducts.Request())
  }
}
