import Testing
import UIKit

@testable import VIPKit

/// A flow that owns its navigation controller, whose screen calls back into it.
@MainActor final class FlowUnderTest {
  let navigationController = UINavigationController()
  func start(capturingStrongly: Bool) {
    let screen = CallbackScreen()
    screen.onTap =
      capturingStrongly ? { self.tapped() } : { [weak self] in self?.tapped() }
    navigationController.pushViewController(screen, animated: false)
  }
  func tapped() {}
}

@MainActor final class CallbackScreen: UIViewController {
  var onTap: (() -> Void)?
}

@Suite("The screens UIKit's containers hold, as the harness reads them")
@MainActor
struct UIKitContainmentTests {
  @Test("a navigation controller's stack and a presented screen are read, in order")
  func screensHeld() {
    let first = UIViewController()
    let second = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    navigation.pushViewController(second, animated: false)
    let shown = UIViewController()
    navigation.present(shown, animated: false)

    let held = UIKitContainment.screens(heldBy: navigation)
    #expect(
      held.map(\.label) == ["viewControllers[0]", "viewControllers[1]", "presentedViewController"])
    #expect(
      held.map { ObjectIdentifier($0.screen) } == [first, second, shown].map(ObjectIdentifier.init))
    #expect(UIKitContainment.screens(heldBy: first).isEmpty)
    #expect(UIKitContainment.screens(heldBy: FlowUnderTest()).isEmpty, "not UIKit's: nothing")
  }

  @Test("a flow kept alive through its navigation controller's screen names that screen's closure")
  func flowLeakNamesTheScreensClosure() {
    let leaking = LeakCheck.verdict {
      let flow = FlowUnderTest()
      flow.start(capturingStrongly: true)
      return flow
    }
    let said = leaking.findings.map(\.message).joined(separator: "\n")
    #expect(said.contains("CallbackScreen.onTap"), "\(said)")
    #expect(said.contains("navigationController.viewControllers[0]"), "\(said)")
    let course = Voice.$forced.withValue(.course) {
      LeakCheck.verdict {
        let flow = FlowUnderTest()
        flow.start(capturingStrongly: true)
        return flow
      }.findings.map(\.message).joined(separator: "\n")
    }
    #expect(course.contains("A screen's callback lives as long as the screen"), "\(course)")

    let freed = LeakCheck.verdict {
      let flow = FlowUnderTest()
      flow.start(capturingStrongly: false)
      return flow
    }
    #expect(freed.findings.isEmpty, "\(freed.findings.map(\.message))")
  }
}

/// A coordinator that (wrongly) holds its navigation controller weakly.
@MainActor final class WeakNavigationFlow {
  weak var navigationController: UINavigationController?
  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }
}

/// A router that holds the stack its screen is in weakly, as it should: the stack owns it.
@MainActor final class StackRouter {
  weak var navigationController: UINavigationController?
}

@MainActor final class RoutedScreen: UIViewController {
  let router = StackRouter()
}

@Suite("A flow's navigation controller, kept alive or not")
@MainActor
struct NavigationControllerKeptAliveTests {
  @Test("a coordinator's weak navigation controller is not kept alive; a router's weak one is fine")
  func weakNavigationController() throws {
    let findings = VIPCheck.leaks {
      // The flow is handed a navigation controller nobody else keeps.
      let navigation = UINavigationController()
      return WeakNavigationFlow(navigationController: navigation)
    }
    let finding = try #require(findings.only)
    #expect(finding.kind == .notKeptAlive)
    #expect(
      finding.message.contains("WeakNavigationFlow.navigationController"), "\(finding.message)")
    #expect(VIPCheck.leaks { RoutedScreen() }.isEmpty)
  }
}
