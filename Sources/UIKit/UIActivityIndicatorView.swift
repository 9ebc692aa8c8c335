/// The spinner a screen shows while it waits. Kept: `startAnimating()`, `stopAnimating()`,
/// `isAnimating` (what a screen's "loading" ends up as), and `hidesWhenStopped`, which hides
/// the view whenever it is not animating (`true` by default, as in UIKit). Left out: the
/// colour and the animation itself; the style is recorded.
@MainActor
open class UIActivityIndicatorView: UIView {
  /// The spinner's size.
  public enum Style: Int, Sendable {
    case medium = 100
    case large = 101
  }

  open var style: Style = .medium
  public private(set) var isAnimating = false
  /// Hide the view while it is stopped.
  open var hidesWhenStopped = true {
    didSet { updateHidden() }
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    updateHidden()
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    updateHidden()
  }

  public convenience init(style: Style) {
    self.init(frame: .zero)
    self.style = style
  }

  open func startAnimating() {
    isAnimating = true
    updateHidden()
  }

  open func stopAnimating() {
    isAnimating = false
    updateHidden()
  }

  private func updateHidden() {
    isHidden = hidesWhenStopped && !isAnimating
  }
}
