#if canImport(UIKit)
  import UIKit

  /// The scenes' views are UIKit view controllers in the app.
  typealias PlatformViewController = UIViewController

  extension UIViewController {
    /// Pushes `next` on this screen's navigation controller (the app's scenes live in one).
    func showNext(_ next: UIViewController) {
      navigationController?.pushViewController(next, animated: true)
    }

    /// Leaves this screen: back to the one before it.
    func leave() {
      navigationController?.popViewController(animated: true)
    }
  }
#else
  /// Why this exists: UIKit is only on Apple's platforms, yet the scenes' logic, wiring and
  /// memory are compiled and tested on Linux too (`.ci/check-example-app`). There the scenes'
  /// views subclass this stand-in instead of `UIViewController`: it has what they use of one,
  /// and it records navigation instead of doing it, so routers are tested the same way. The
  /// app itself never sees it.
  @MainActor
  class PlatformViewController {
    /// The screen this one pushed last, as a navigation controller would push it.
    private(set) var pushed: PlatformViewController?
    /// Whether this screen asked to be left (popped).
    private(set) var hasLeft = false

    init() {}

    func viewDidLoad() {}

    func showNext(_ next: PlatformViewController) {
      pushed = next
    }

    func leave() {
      hasLeft = true
    }
  }
#endif
