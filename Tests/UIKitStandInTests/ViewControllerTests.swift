import Foundation
import Testing
import UIKit

/// A screen set up as the Clean Swift templates do: from both designated initialisers.
@MainActor
final class TemplateScreen: UIViewController {
  private(set) var setUps = 0
  private(set) var loads = 0

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setup()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setup()
  }

  private func setup() { setUps += 1 }

  override func viewDidLoad() {
    super.viewDidLoad()
    loads += 1
  }
}

/// A screen that makes its own view, as a programmatic UIKit screen does.
@MainActor
final class LabelScreen: UIViewController {
  let label = UILabel()

  override func loadView() {
    view = UIView()
    view.addSubview(label)
  }
}

@Suite("The UIKit stand-in's view controller")
@MainActor
struct ViewControllerTests {
  @Test("the view is made on first access, and viewDidLoad is called once")
  func lazyView() {
    let screen = TemplateScreen()
    #expect(screen.setUps == 1)
    #expect(!screen.isViewLoaded)
    #expect(screen.loads == 0)
    _ = screen.view
    _ = screen.view
    #expect(screen.isViewLoaded)
    #expect(screen.loads == 1)
    screen.loadViewIfNeeded()
    #expect(screen.loads == 1)
  }

  @Test("loadViewIfNeeded makes the view with loadView, then calls viewDidLoad")
  func loadViewIfNeeded() {
    let screen = LabelScreen()
    screen.loadViewIfNeeded()
    #expect(screen.label.superview === screen.view)
    #expect(screen.view.subviews.count == 1)
  }

  @Test("a view set from outside counts as loaded, without viewDidLoad")
  func viewSetFromOutside() {
    let screen = TemplateScreen()
    let view = UIView()
    screen.view = view
    #expect(screen.isViewLoaded)
    #expect(screen.view === view)
    #expect(screen.loads == 0)
  }

  @Test("init(coder:) sets the screen up too")
  func fromCoder() throws {
    let screen = try #require(TemplateScreen(coder: NSCoder()))
    #expect(screen.setUps == 1)
  }

  @Test("a presentation keeps the presented screen alive; dismissing it frees it")
  func presentationOwns() {
    let presenter = UIViewController()
    weak var shown: TemplateScreen?
    var completed = false
    do {
      let screen = TemplateScreen()
      shown = screen
      presenter.present(screen, animated: true) { completed = true }
    }
    #expect(completed)
    #expect(shown != nil)
    #expect(presenter.presentedViewController === shown)
    #expect(shown?.presentingViewController === presenter)
    #expect(shown?.loads == 0, "presenting loads no view, as in a unit test on iOS")
    shown?.dismiss(animated: true)
    #expect(shown == nil)
    #expect(presenter.presentedViewController == nil)
  }

  @Test("dismiss on the presenter ends everything presented above it")
  func dismissChain() {
    let root = UIViewController()
    weak var first: UIViewController?
    weak var second: UIViewController?
    do {
      let one = UIViewController()
      let two = UIViewController()
      first = one
      second = two
      root.present(one, animated: false)
      one.present(two, animated: false)
    }
    #expect(first?.presentedViewController === second)
    root.dismiss(animated: false)
    #expect(first == nil)
    #expect(second == nil)
  }

  @Test("presenting while already presenting does nothing, as UIKit does")
  func presentTwice() {
    let root = UIViewController()
    let one = UIViewController()
    let two = UIViewController()
    var completed = false
    root.present(one, animated: false)
    root.present(two, animated: false) { completed = true }
    #expect(root.presentedViewController === one)
    #expect(two.presentingViewController == nil)
    #expect(!completed)
  }

  @Test("show pushes inside a stack and presents outside one; the presentation style is kept")
  func show() {
    let alone = UIViewController()
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .fullScreen
    alone.show(sheet, sender: nil)
    #expect(alone.presentedViewController === sheet)
    #expect(sheet.modalPresentationStyle == .fullScreen)

    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let next = UIViewController()
    root.show(next, sender: nil)
    #expect(navigation.topViewController === next)
    #expect(navigation.presentedViewController == nil)
  }
}
