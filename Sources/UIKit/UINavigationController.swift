import Foundation

/// A stack of screens, the top one shown. Kept, as Apple documents them: the stack owns its
/// controllers (`viewControllers`, bottom first) and each one's `navigationController` is
/// this one; `pushViewController(_:animated:)`, `popViewController(animated:)` (never the
/// root: it returns `nil`), `popToRootViewController(animated:)`,
/// `popToViewController(_:animated:)` and `setViewControllers(_:animated:)`, each returning
/// or dropping what leaves the stack, which is then freed unless something else holds it;
/// `topViewController` and `visibleViewController` (what is presented over the stack, else
/// the top). No view is loaded by the stack: as in a unit test on iOS, a screen's view loads
/// when something asks for it (`loadViewIfNeeded()`). Pushing a controller that is already
/// in the stack, pushing a navigation controller, or popping to a controller that is not in
/// the stack stops the program, as UIKit raises.
///
/// Left out: the navigation bar and toolbar, the delegate, transitions, the back gesture.
@MainActor
open class UINavigationController: UIViewController {
  fileprivate var stack: [UIViewController] = []

  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The stack, bottom (the root) first.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  open var topViewController: UIViewController? { stack.last }

  /// What is presented over the stack, else its top.
  open var visibleViewController: UIViewController? {
    presentedViewController ?? topViewController
  }

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    precondition(
      !(viewController is UINavigationController),
      "Pushing a navigation controller is not supported")
    precondition(
      !stack.contains { $0 === viewController },
      "Pushing the same view controller instance more than once is not supported "
        + "(\(viewController))")
    viewController.parent?.drop(viewController)
    stack.append(viewController)
    viewController.parent = self
  }

  /// Removes the top controller and returns it; `nil` when only the root is left.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.popLast() else { return nil }
    top.parent = nil
    return top
  }

  /// Removes every controller above the root and returns them, bottom first.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Removes every controller above `viewController` and returns them, bottom first. A
  /// controller that is not in the stack stops the program, as UIKit raises.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      preconditionFailure("Tried to pop to a view controller that doesn't exist.")
    }
    let popped = Array(stack[(index + 1)...])
    stack.removeSubrange((index + 1)...)
    for controller in popped { controller.parent = nil }
    return popped
  }

  /// Replaces the stack: controllers that leave it are let go, new ones are held.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    precondition(
      !viewControllers.contains { $0 is UINavigationController },
      "Pushing a navigation controller is not supported")
    for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
      controller.parent = nil
    }
    for controller in viewControllers where controller.parent !== self {
      controller.parent?.drop(controller)
      controller.parent = self
    }
    stack = viewControllers
  }
}

extension UIViewController {
  /// Lets go of `child`, which another stack is taking (as UIKit moves a controller).
  fileprivate func drop(_ child: UIViewController) {
    if let navigation = self as? UINavigationController {
      navigation.stack.removeAll { $0 === child }
    }
    child.parent = nil
  }
}
