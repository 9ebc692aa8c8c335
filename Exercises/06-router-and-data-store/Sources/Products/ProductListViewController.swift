import UIKit

/// The list screen. What it shows (`rows`) and what the user does (`didSelectRow(at:)`) are
/// fixed: the tests read and call them, as the table view and its delegate would. How the
/// screen sets its scene up, how a tap reaches the business logic, and how the detail gets
/// its product, is yours to design.
final class ProductListViewController: UIViewController {
  /// One text per row of the table.
  private(set) var rows: [String] = []

  /// A list of `products`. Its scene is set up here, when the screen is made.
  init(products: [Product]) {
    super.init(nibName: nil, bundle: nil)
    // TODO: your design.
    _ = products
  }

  /// The list is made in code, with its catalogue; no storyboard makes it.
  required init?(coder: NSCoder) {
    fatalError("ProductListViewController is made with init(products:)")
  }

  /// The view is loaded.
  override func viewDidLoad() {
    super.viewDidLoad()
    // TODO: your design.
  }

  /// The user tapped the row at `index`.
  func didSelectRow(at index: Int) {
    // TODO: your design.
  }
}
