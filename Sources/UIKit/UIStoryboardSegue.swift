import Foundation

/// A transition from one screen to another. Kept: `identifier`, `source` and `destination`,
/// set before `prepare(for:sender:)` sees them; `perform()`, which does nothing in this class
/// (a subclass overrides it, as in UIKit) unless the segue was made with a `performHandler`;
/// a segue made by `performSegue(withIdentifier:sender:)` is a storyboard's "show" segue,
/// whose handler calls the source's `show(_:sender:)`: pushed inside a navigation stack,
/// presented otherwise. Left out: the other kinds of storyboard segue, unwind segues.
@MainActor
open class UIStoryboardSegue {
  public let identifier: String?
  public let source: UIViewController
  public let destination: UIViewController
  private let performHandler: (@MainActor () -> Void)?

  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    performHandler = nil
  }

  /// A segue whose `perform()` runs `performHandler`.
  public init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping @MainActor () -> Void
  ) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    self.performHandler = performHandler
  }

  /// Runs the perform handler, if the segue has one; a subclass does the transition here.
  open func perform() {
    performHandler?()
  }
}
