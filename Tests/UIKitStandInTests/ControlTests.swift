import Testing
import UIKit

// Only Testing and UIKit, on purpose: with Foundation imported too, Foundation's overlay
// with Testing re-exports Testing, which hid that an empty _Testing_UIKit exported nothing.

@Suite("The UIKit stand-in's controls")
@MainActor
struct ControlTests {
  @Test("a label shows the text it was given")
  func label() {
    let label = UILabel()
    #expect(label.text == nil)
    label.text = "3 items"
    #expect(label.text == "3 items")
  }

  @Test("a button's title falls back to the normal state's")
  func buttonTitles() {
    let button = UIButton(type: .system)
    #expect(button.buttonType == .system)
    button.setTitle("Log in", for: .normal)
    button.setTitle("Logging in…", for: .disabled)
    #expect(button.currentTitle == "Log in")
    #expect(button.title(for: .selected) == "Log in")
    button.isEnabled = false
    #expect(button.state.contains(.disabled))
    #expect(button.currentTitle == "Logging in…")
  }

  @Test("sendActions runs the actions added for the event, in order, even when disabled")
  func actions() {
    let button = UIButton()
    var ran: [String] = []
    button.addAction(UIAction { _ in ran.append("first") }, for: .touchUpInside)
    button.addAction(UIAction { _ in ran.append("changed") }, for: .valueChanged)
    button.addAction(UIAction(title: "Second") { _ in ran.append("second") }, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(ran == ["first", "second"])
    button.isEnabled = false
    button.sendActions(for: .valueChanged)
    #expect(ran == ["first", "second", "changed"])
  }

  @Test("a text field's text is never nil, and setting it sends no event")
  func textField() {
    let field = UITextField()
    var edits = 0
    field.addAction(UIAction { _ in edits += 1 }, for: .editingChanged)
    #expect(field.text == "")
    field.text = "ada@example.com"
    #expect(field.text == "ada@example.com")
    field.text = nil
    #expect(field.text == "")
    #expect(edits == 0)
    field.sendActions(for: .editingChanged)
    #expect(edits == 1)
  }

  @Test("a view tree owns its subviews; a subview's superview is weak")
  func viewTree() {
    let root = UIView()
    weak var child: UIView?
    do {
      let view = UILabel()
      child = view
      root.addSubview(view)
    }
    #expect(child?.superview === root)
    let other = UIView()
    if let child { other.addSubview(child) }
    #expect(root.subviews.isEmpty)
    #expect(child?.superview === other)
    child?.removeFromSuperview()
    #expect(child == nil)
  }
}

@Suite("The UIKit stand-in's activity indicator")
@MainActor
struct ActivityIndicatorTests {
  @Test("it animates between start and stop, and is hidden while stopped unless told otherwise")
  func animates() {
    let spinner = UIActivityIndicatorView(style: .large)
    #expect(spinner.style == .large)
    #expect(!spinner.isAnimating && spinner.isHidden)
    spinner.startAnimating()
    #expect(spinner.isAnimating && !spinner.isHidden)
    spinner.stopAnimating()
    #expect(!spinner.isAnimating && spinner.isHidden)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden, "shown, stopped, once it no longer hides when stopped")
  }
}

@Suite("The UIKit stand-in's window")
@MainActor
struct WindowTests {
  @Test("a window keeps its root screen and becomes key when made key and visible")
  func keepsItsRoot() {
    let window = UIWindow()
    weak var screen: UIViewController?
    do {
      let made = UIViewController()
      screen = made
      window.rootViewController = made
    }
    #expect(screen != nil, "the window keeps its root screen")
    #expect(!window.isKeyWindow)
    window.makeKeyAndVisible()
    #expect(window.isKeyWindow && !window.isHidden)
    window.rootViewController = nil
    #expect(screen == nil)
  }
}
