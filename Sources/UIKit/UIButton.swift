import Foundation

/// A control the user taps. Kept: a title for each state, falling back to the normal
/// state's, as in UIKit (`setTitle(_:for:)`, `title(for:)`, `currentTitle`); the button
/// types a scene makes (`UIButton(type: .system)`). Left out: images, configurations, menus.
@MainActor
open class UIButton: UIControl {
  /// The look UIKit gives a button; here only a name.
  public enum ButtonType: Int, Sendable {
    case custom, system
  }

  public private(set) var buttonType: ButtonType = .custom
  private var titles: [State: String] = [:]

  public convenience init(type: ButtonType) {
    self.init(frame: .zero)
    buttonType = type
  }

  open func setTitle(_ title: String?, for state: State) {
    titles[state] = title
  }

  /// The title shown in `state`: its own, else the normal state's.
  open func title(for state: State) -> String? {
    titles[state] ?? titles[.normal]
  }

  /// The title shown now.
  open var currentTitle: String? { title(for: state) }
}
