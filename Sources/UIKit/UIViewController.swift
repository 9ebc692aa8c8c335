import Foundation

/// One screen: its view, the screens it presents, the stack it is in. Kept, as Apple
/// documents them:
///
/// - the view is made on first access (`loadView()`, then `viewDidLoad()` once), or by
///   `loadViewIfNeeded()`; `isViewLoaded` says whether it was; a view set from outside
///   counts as loaded, and `viewDidLoad()` is not called for it;
/// - `init(nibName:bundle:)` and `init?(coder:)` are the designated initialisers, so a
///   scene set up from both, as the Clean Swift templates do, compiles unchanged; `init()`
///   calls the first with no nib;
/// - `present(_:animated:completion:)` keeps the presented controller alive until it is
///   dismissed; `presentedViewController` and `presentingViewController` link the two, and
///   a controller inside a navigation controller presents from it, as UIKit does;
///   `dismiss(animated:completion:)` on either side ends the presentation (and any above
///   it), which frees the presented controller unless something else holds it;
/// - `show(_:sender:)` pushes onto the navigation controller, else presents;
///   `modalPresentationStyle` is recorded;
/// - `navigationController` and `parent`: the stack that holds this controller, weakly;
/// - `performSegue(withIdentifier:sender:)` calls `prepare(for:sender:)` with a segue whose
///   identifier, source and destination are set, then performs it as a storyboard's "show"
///   segue (`UIStoryboardSegue`).
///
/// Nothing loads a view but asking for it: presenting or pushing a controller does not, as
/// in a unit test on iOS, where no window shows them (a test calls `loadViewIfNeeded()`).
/// Left out: appearance callbacks (`viewWillAppear(_:)` and the like), child containment
/// other than the navigation controller's, transitions, size classes, `navigationItem`.
/// Presenting while already presenting does nothing, as UIKit does (it logs a warning);
/// presenting a controller on itself, or one that is already presented, stops the program,
/// as UIKit raises.
@MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  /// The screen's title, which a navigation bar would show.
  open var title: String?
  /// What this controller presents; strong: a presentation keeps the presented screen.
  private var presented: UIViewController?
  /// The controller that holds this one as a child (a navigation controller); weak.
  public internal(set) weak var parent: UIViewController?
  /// The controller that presented this one; weak, the presenter owns the presented.
  private weak var presenter: UIViewController?

  /// A controller with no nib: `loadView()` makes a plain view.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// A controller made from a storyboard in an app; here, as `init(nibName: nil, bundle:
  /// nil)`.
  public required init?(coder: NSCoder) {
    super.init()
  }

  override public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  // MARK: The view

  /// The controller's view, made by `loadView()` on first access, then `viewDidLoad()`.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  open var isViewLoaded: Bool { loadedView != nil }

  /// Makes the view (a plain `UIView` unless overridden); called once, on first access.
  open func loadView() {
    loadedView = UIView()
  }

  /// Called once the view is made: where a scene asks its interactor for what to show.
  open func viewDidLoad() {}

  /// Makes the view now if it is not made yet (`loadView()`, then `viewDidLoad()`). A
  /// `loadView()` that sets no view gets a plain one (UIKit would ask again at each access).
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView() }
    viewDidLoad()
  }

  // MARK: Presentation

  /// The controller presented by this one or, for a child, by its parent.
  open var presentedViewController: UIViewController? {
    presented ?? parent?.presentedViewController
  }

  /// The controller that presented this one or, for a child, its parent.
  open var presentingViewController: UIViewController? {
    presenter ?? parent?.presentingViewController
  }

  /// The stack this controller is in, if any.
  open var navigationController: UINavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? UINavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }

  /// Presents `viewControllerToPresent` over this controller (or over the outermost
  /// controller that holds it), which keeps it alive until it is dismissed.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    let host = outermost
    precondition(
      viewControllerToPresent !== self && viewControllerToPresent !== host,
      "Application tried to present modal view controller on itself. Presenting controller is "
        + "\(self).")
    precondition(
      viewControllerToPresent.presenter == nil,
      "Application tried to present modally a view controller \(viewControllerToPresent) "
        + "that is already being presented by \(String(describing: viewControllerToPresent.presenter))."
    )
    guard host.presented == nil else { return }
    host.presented = viewControllerToPresent
    viewControllerToPresent.presenter = host
    completion?()
  }

  /// How a presented controller covers the screen; recorded, nothing else here.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  /// Shows `vc` the way this controller's context does: pushed onto its navigation
  /// controller, else presented (UIKit's default for a controller outside a stack).
  open func show(_ vc: UIViewController, sender: Any?) {
    if let navigation = navigationController {
      navigation.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }

  /// Ends the presentation this controller is part of: what it (or its outermost holder)
  /// presents, with everything presented above that; or, when it presents nothing, its
  /// own presentation.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let host = outermost
    if host.presented != nil {
      host.endPresentation()
    } else if let presenter = host.presenter {
      presenter.endPresentation()
    }
    completion?()
  }

  /// Ends what this controller presents, the controllers above it first.
  private func endPresentation() {
    guard let shown = presented else { return }
    shown.endPresentation()
    shown.presenter = nil
    presented = nil
  }

  /// This controller's outermost holder (itself when it is nobody's child).
  private var outermost: UIViewController {
    var current = self
    while let parent = current.parent { current = parent }
    return current
  }

  // MARK: Segues

  /// Where each segue leads: in an app the storyboard says it; here, whoever sets the
  /// screen up (a test) does. Only in the stand-in: code that sets it does not compile
  /// against UIKit, so a scene's own sources leave it to their tests.
  public var storyboardSegues: [String: @MainActor () -> UIViewController] = [:]

  /// Makes the segue `identifier` leads to, lets `prepare(for:sender:)` pass data along,
  /// then performs it. An identifier that leads nowhere stops the program, as UIKit raises.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    guard let destination = storyboardSegues[identifier] else {
      preconditionFailure("Receiver (\(self)) has no segue with identifier '\(identifier)'")
    }
    let made = destination()
    let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: made) {
      [weak self] in
      // What a storyboard's "show" segue does.
      self?.show(made, sender: sender)
    }
    prepare(for: segue, sender: sender)
    segue.perform()
  }

  /// Called before a segue is performed: where a Clean Swift router passes data to the
  /// destination's data store.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
}
