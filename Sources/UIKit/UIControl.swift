import Foundation

/// A view the user acts on (a button, a text field), reporting each action to what listens.
/// Kept: `isEnabled`, `isSelected`, closures added with `addAction(_:for:)` (UIKit's own
/// since iOS 14, and the form that needs no Objective-C selectors, which Linux lacks), and
/// `sendActions(for:)`, which runs them as a touch would. As in UIKit, `sendActions(for:)`
/// runs the actions of a disabled control too: it is the program acting, not a touch; a
/// test that means "the user tapped" checks `isEnabled` first. Left out: target-action with
/// selectors, touch tracking, `isHighlighted`.
@MainActor
open class UIControl: UIView {
  /// The kinds of action a control reports.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  /// The states a control shows something different in (a button's title).
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }

  open var isEnabled = true
  open var isSelected = false
  /// The state the control is in now, from `isEnabled` and `isSelected`.
  open var state: State {
    var state: State = .normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  private var actions: [(action: UIAction, events: Event)] = []

  /// Runs `action` each time one of `events` happens.
  open func addAction(_ action: UIAction, for events: Event) {
    actions.append((action, events))
  }

  /// Runs the actions added for any of `events`, in the order they were added.
  open func sendActions(for events: Event) {
    for (action, registered) in actions where !registered.isDisjoint(with: events) {
      action.handler(action)
    }
  }
}

/// What a control runs when it is acted on: a closure, with a title for menus.
@MainActor
open class UIAction {
  public let title: String
  let handler: @MainActor (UIAction) -> Void

  public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
    self.title = title
    self.handler = handler
  }
}
