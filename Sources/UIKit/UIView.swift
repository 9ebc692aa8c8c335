import Foundation

/// A rectangle on screen that holds other views. Kept: `frame`, `isHidden`, the view tree
/// (`addSubview(_:)`, `subviews`, `superview`, `removeFromSuperview()`); the tree owns its
/// subviews and each subview's `superview` is weak, as in UIKit. Left out: drawing, layout,
/// constraints, colours, gestures, the window.
@MainActor
open class UIView: UIResponder {
  /// Where the view is in its superview's coordinates; nothing reads it here.
  open var frame: CGRect
  open var isHidden = false
  /// The views inside this one, back to front.
  open private(set) var subviews: [UIView] = []
  /// The view that holds this one; weak, as the tree is owned from its root.
  open private(set) weak var superview: UIView?

  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// A view made from an archive (a storyboard or nib in an app); here, an empty frame.
  public required init?(coder: NSCoder) {
    frame = .zero
    super.init()
  }

  override public convenience init() {
    self.init(frame: .zero)
  }

  /// Adds `view` on top of the others, moving it out of any other superview first.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }
}
