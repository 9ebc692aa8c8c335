import Foundation
import Testing
import UIKit

@Suite("The UIKit stand-in's navigation stack and segues")
@MainActor
struct NavigationTests {
  @Test("the stack owns its screens: a popped screen is freed")
  func popFrees() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    weak var pushed: TemplateScreen?
    do {
      let screen = TemplateScreen()
      pushed = screen
      navigation.pushViewController(screen, animated: true)
    }
    #expect(pushed != nil)
    #expect(navigation.topViewController === pushed)
    #expect(pushed?.navigationController === navigation)
    #expect(pushed?.loads == 0, "pushing loads no view, as in a unit test on iOS")
    #expect(navigation.viewControllers.count == 2)
    navigation.popViewController(animated: true)
    #expect(pushed == nil)
    #expect(navigation.topViewController === root)
  }

  @Test("the root is never popped")
  func rootStays() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    #expect(navigation.popViewController(animated: false) == nil)
    #expect(navigation.viewControllers.count == 1)
    #expect(root.navigationController === navigation)
  }

  @Test("popping to the root returns what left, bottom first, and lets it go")
  func popToRoot() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let second = UIViewController()
    let third = UIViewController()
    navigation.pushViewController(second, animated: false)
    navigation.pushViewController(third, animated: false)
    let popped = navigation.popToRootViewController(animated: false)
    #expect(popped?.count == 2)
    #expect(popped?.first === second)
    #expect(second.navigationController == nil)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test("setViewControllers replaces the stack and frees the screens that left it")
  func replaceStack() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    weak var old: UIViewController?
    do {
      let screen = UIViewController()
      old = screen
      navigation.pushViewController(screen, animated: false)
    }
    let home = TemplateScreen()
    navigation.setViewControllers([home], animated: true)
    #expect(old == nil)
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.topViewController === home)
    #expect(home.navigationController === navigation)
    #expect(home.loads == 0)
  }

  @Test("a screen in a stack presents from the stack, which its presented screen sees")
  func presentFromChild() {
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    let sheet = UIViewController()
    child.present(sheet, animated: true)
    #expect(sheet.presentingViewController === navigation)
    #expect(child.presentedViewController === sheet)
    #expect(navigation.visibleViewController === sheet)
    child.dismiss(animated: true)
    #expect(navigation.presentedViewController == nil)
    #expect(navigation.visibleViewController === child)
  }

  /// A source screen that passes data in `prepare(for:sender:)`, as a Clean Swift router
  /// does.
  final class Source: UIViewController {
    var prepared: [(identifier: String?, source: UIViewController, destination: UIViewController)] =
      []
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
      prepared.append((segue.identifier, segue.source, segue.destination))
      segue.destination.title = sender as? String
    }
  }

  @Test("performSegue prepares, then pushes the destination inside a stack")
  func segueInStack() {
    let source = Source()
    let navigation = UINavigationController(rootViewController: source)
    source.storyboardSegues["ShowDetail"] = { TemplateScreen() }
    source.performSegue(withIdentifier: "ShowDetail", sender: "Order 42")
    #expect(source.prepared.count == 1)
    #expect(source.prepared.first?.identifier == "ShowDetail")
    #expect(source.prepared.first?.source === source)
    #expect(source.prepared.first?.destination === navigation.topViewController)
    #expect(navigation.topViewController?.title == "Order 42")
    #expect(navigation.viewControllers.count == 2)
  }

  @Test("performSegue outside a stack presents the destination")
  func segueAlone() {
    let source = Source()
    source.storyboardSegues["ShowDetail"] = { UIViewController() }
    source.performSegue(withIdentifier: "ShowDetail", sender: nil)
    #expect(source.presentedViewController === source.prepared.first?.destination)
  }

  @Test("a segue made by hand does nothing when performed, unless given a handler")
  func handMadeSegue() {
    let source = UIViewController()
    let destination = UIViewController()
    UIStoryboardSegue(identifier: "Plain", source: source, destination: destination).perform()
    #expect(source.presentedViewController == nil)
    var performed = false
    UIStoryboardSegue(identifier: "Custom", source: source, destination: destination) {
      performed = true
    }.perform()
    #expect(performed)
  }
}

#if compiler(>=6.2)
  /// What UIKit raises on stops the program here too: each in a process of its own.
  @Suite("The UIKit stand-in stops where UIKit raises")
  struct StandInMisuseTests {
    @Test("pushing a navigation controller")
    func pushNavigation() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let navigation = UINavigationController(rootViewController: UIViewController())
          navigation.pushViewController(UINavigationController(), animated: false)
        }
      }
    }

    @Test("popping to a screen that is not in the stack")
    func popToStranger() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let navigation = UINavigationController(rootViewController: UIViewController())
          _ = navigation.popToViewController(UIViewController(), animated: false)
        }
      }
    }

    @Test("presenting a screen on itself")
    func presentOnItself() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let screen = UIViewController()
          screen.present(screen, animated: false)
        }
      }
    }

    @Test("a segue identifier that leads nowhere")
    func unknownSegue() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          UIViewController().performSegue(withIdentifier: "Nowhere", sender: nil)
        }
      }
    }
  }
#endif
