import Foundation

/// A transition from one screen to another, as a storyboard's "show" segue: `identifier`,
/// `source` and `destination` are set before `prepare(for:sender:)` sees them, and
/// `perform()` pushes the destination onto the source's navigation controller, or presents
/// it when there is none. Left out: the other kinds of segue (modal, popover, custom
/// subclasses' own `perform()`), unwind segues.
@MainActor
open class UIStoryboardSegue {
  public let identifier: String?
  public let source: UIViewController
  public let destination: UIViewController

  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }

  /// Shows the destination: pushed when the source is in a navigation stack, else presented.
  open func perform() {
    if let navigation = source.navigationController {
      navigation.pushViewController(destination, animated: true)
    } else {
      source.present(destination, animated: true)
    }
  }
}
