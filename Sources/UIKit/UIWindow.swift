/// The window a screen is shown in. Kept: `rootViewController` (the window keeps it),
/// `makeKeyAndVisible()`, `isKeyWindow`. On iOS a controller presents only from a window's
/// hierarchy, so a test that presents puts its screen in a window first; here presenting
/// works without one (see the module's notes), and the window only keeps that test the same
/// on both. Left out: scenes (`windowScene`), levels, the screen, several key windows.
@MainActor
open class UIWindow: UIView {
  /// The screen the window shows; strong, as in UIKit.
  open var rootViewController: UIViewController?
  public private(set) var isKeyWindow = false

  open func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
  }
}
