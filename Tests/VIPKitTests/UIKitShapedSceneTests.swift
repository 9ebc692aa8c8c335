import Foundation
import Testing
import UIKit

@testable import VIPKit

// A scene in UIKit's shapes, as the course writes them: a `UIViewController` subclass set up
// from both initialisers, `viewDidLoad` asking for content.

@MainActor protocol WaveBusinessLogic: AnyObject {
  func load()
}

@MainActor protocol WaveDisplayLogic: AnyObject {
  func display(text: String)
}

@MainActor final class WaveInteractor: WaveBusinessLogic {
  var presenter: WavePresenter?
  func load() { presenter?.present() }
}

@MainActor final class WavePresenter {
  weak var viewController: (any WaveDisplayLogic)?
  func present() { viewController?.display(text: "Hello") }
}

/// The planted mistake: a presenter that keeps its screen.
@MainActor final class StrongWavePresenter {
  var viewController: (any WaveDisplayLogic)?
}

@MainActor final class WaveRouter {
  weak var viewController: WaveViewController?
}

@MainActor final class WaveViewController: UIViewController, WaveDisplayLogic {
  var interactor: (any WaveBusinessLogic)?
  var router: WaveRouter?
  let label = UILabel()
  /// Set only by the leaky set-up.
  var keeper: StrongWavePresenter?

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setup()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setup()
  }

  private func setup() {
    let interactor = WaveInteractor()
    let presenter = WavePresenter()
    let router = WaveRouter()
    self.interactor = interactor
    self.router = router
    interactor.presenter = presenter
    presenter.viewController = self
    router.viewController = self
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(label)
    interactor?.load()
  }

  func display(text: String) { label.text = text }
}

@Suite("The harness on a scene in UIKit's shapes")
@MainActor
struct UIKitShapedSceneTests {
  @Test("a screen's fields are its own: UIKit's (the stand-in's) are not read, as on a Mac")
  func ownFieldsOnly() {
    let screen = WaveViewController()
    screen.loadViewIfNeeded()
    UINavigationController(rootViewController: UIViewController()).pushViewController(
      screen, animated: false)
    let labels = Reflection.storedProperties(of: screen).map(\.label)
    #expect(labels == ["interactor", "router", "label", "keeper"])
    #expect(Reflection.isUIKit(UIViewController.self))
    #expect(!Reflection.isUIKit(WaveViewController.self))
  }

  @Test("the cycle of a UIKit-shaped scene is checked through the screen's own fields")
  func cycle() {
    let screen = WaveViewController()
    screen.loadViewIfNeeded()
    #expect(screen.label.text == "Hello")
    let findings = VIPCheck.cycle(of: screen, names: .conventional)
    #expect(findings.isEmpty, "\(findings.map(\.message))")
  }

  @Test("a screen pushed and popped goes away; one its presenter keeps does not, and is named")
  func memory() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let freed = LeakCheck.verdict {
      let screen = WaveViewController()
      navigation.pushViewController(screen, animated: false)
      navigation.popViewController(animated: false)
      return screen
    }
    #expect(freed.findings.isEmpty, "\(freed.findings.map(\.message))")

    let kept = LeakCheck.verdict {
      let screen = WaveViewController()
      let presenter = StrongWavePresenter()
      presenter.viewController = screen
      screen.keeper = presenter
      navigation.pushViewController(screen, animated: false)
      navigation.popViewController(animated: false)
      return screen
    }
    #expect(!kept.findings.isEmpty)
    let said = kept.findings.map(\.message).joined(separator: "\n")
    #expect(said.contains("viewController"), "\(said)")
    #expect(said.contains("Leaked ("), "\(said)")
    #expect(!said.contains("UILabel"), "a screen's views are not named among the leaked: \(said)")
    for field in ["loadedView", "presented", "presenter", "parent", "storyboardSegues"] {
      #expect(!said.contains("WaveViewController.\(field)"), "UIKit's field \(field) in: \(said)")
    }
  }

  @Test("with no configurator in its module, a missing link's advice sends to the screen's setup()")
  func adviceNamesSetup() throws {
    let screen = WaveViewController()
    screen.router = nil
    let finding = try #require(VIPCheck.cycle(of: screen, names: .conventional).first)
    #expect(
      finding.message.contains("Fix: in WaveViewController's setup(), where the scene is wired"))
    #expect(!finding.message.contains("Configurator"), "\(finding.message)")
    // A screen wired in viewDidLoad() reads as unwired when it is made: the course says when.
    let course = try #require(
      Voice.$forced.withValue(.course) { VIPCheck.cycle(of: screen, names: .conventional).first })
    #expect(course.message.contains("wired when it is made, not when its view loads"))
    #expect(UIKitContainment.isScreen(screen) && !UIKitContainment.isScreen(WaveRouter()))
    #expect(WiringPlace.typeExists(named: "GreetConfigurator", in: "VIPKitTests"))
    #expect(!WiringPlace.typeExists(named: "WaveConfigurator", in: "VIPKitTests"))
  }

  @Test("a screen's UIKit views are left out of its drawing; its roles are not")
  func viewsNotDrawn() {
    let screen = WaveViewController()
    screen.loadViewIfNeeded()
    let graph = VIPCheck.graph(of: screen, names: .conventional)
    let types = graph.nodes.map(\.typeName)
    #expect(types.contains("WaveInteractor"), "\(types)")
    #expect(!types.contains("UILabel"), "\(types)")
    #expect(Reflection.isUIKitView(UILabel()))
    #expect(!Reflection.isUIKitView(UIViewController()))
  }
}
