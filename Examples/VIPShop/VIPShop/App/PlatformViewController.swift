#if canImport(UIKit)
  import UIKit

  /// The scenes' views are UIKit view controllers in the app.
  typealias PlatformViewController = UIViewController

  extension UIViewController {
    /// Shows `next` the way its context does: pushed in a navigation controller.
    func showNext(_ next: UIViewController) {
      show(next, sender: nil)
    }

    /// Leaves this screen: back to the one before it.
    func leave() {
      navigationController?.popViewController(animated: true)
    }
  }
#else
  /// Where UIKit does not exist (Linux), a stand-in with what the scenes use of a view
  /// controller, so that the scenes' logic, wiring and memory are compiled and tested there
  /// too. The app itself never sees it.
  @MainActor
  class PlatformViewController {
    /// The screen this one showed last, as a navigation controller would push it.
    private(set) var shown: PlatformViewController?
    /// Whether this screen asked to be left.
    private(set) var hasLeft = false

    init() {}

    func viewDidLoad() {}

    func showNext(_ next: PlatformViewController) {
      shown = next
    }

    func leave() {
      hasLeft = true
    }
  }
#endif
