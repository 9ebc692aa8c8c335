import Testing
import UIKit
import VIPKitScenarios

@testable import Onboarding

/// The flow on the whole of its domain: any order of taps on the screen on top (Get Started,
/// Skip, Done with any name: empty, blank, in any script), Back between them, and taps on a
/// screen still shown after the flow is over. What is seen is only what the README fixes: the
/// screens on the navigation stack, how onboarding finishes, and whether the coordinator is
/// freed once the app lets it go.
@Suite("Onboarding scenarios")
@MainActor
struct OnboardingScenarioTests {
  @Test("the coordinator takes every recorded scenario as the exercise does")
  func recordedScenarios() async {
    await Scenarios.check(OnboardingScenarios.self)
  }
}

/// The app around the flow: it keeps the navigation controller on screen (as a window does),
/// holds the coordinator while onboarding runs, and lets it go when onboarding finishes, so
/// a screen still shown after that is tapped with no coordinator behind it.
@MainActor final class OnboardingRig {
  let navigation = UINavigationController()
  var coordinator: OnboardingCoordinator?
  weak var freed: OnboardingCoordinator?
  var finished: [String?] = []
}

@MainActor enum OnboardingScenarios: ScenarioModel {
  enum Step: Codable, Sendable, Equatable {
    /// The user taps Get Started on the welcome screen.
    case getStarted
    /// The user taps Skip on the welcome screen.
    case skip
    /// The user types a name on the profile setup (replacing what was there) and taps Done.
    case done(name: String)
    /// The user taps Back: the screen on top goes.
    case back
  }

  static var steps: Gen<[Step]> {
    let name = Gen<String>.oneOf([.element(of: ["Ada", "", "  "]), .word, .text]).map {
      Step.done(name: $0)
    }
    // Moments a user has: getting started and finishing on the next screen, or a look at
    // the next screen and back; taps on a screen that is not on top are kept too (they must
    // do nothing).
    let moment = Gen<[Step]>.oneOf([
      .always([.getStarted]), name.map { [.getStarted, $0] }, .always([.skip]),
      .always([.getStarted, .back]), .always([.back]), name.map { [$0] },
    ])
    return moment.list(1...5).map { $0.flatMap { $0 } }
  }

  static func makeRig() -> OnboardingRig {
    let rig = OnboardingRig()
    let coordinator = OnboardingCoordinator(navigationController: rig.navigation)
    coordinator.onFinish = { [weak rig] name in
      rig?.finished.append(name)
      // The app's part: onboarding is over, so it lets the flow go (the screens may still
      // be shown a moment longer).
      rig?.coordinator = nil
    }
    rig.coordinator = coordinator
    rig.freed = coordinator
    coordinator.start()
    return rig
  }

  static func perform(_ step: Step, on rig: OnboardingRig) async -> [Fact] {
    rig.finished = []
    let top = rig.navigation.topViewController
    top?.loadViewIfNeeded()
    let wasRunning = rig.coordinator != nil
    switch step {
    case .getStarted, .skip:
      guard let welcome = top as? WelcomeViewController else {
        return [Fact("the screen on top", "has no such button: it is \(name(of: top))")]
      }
      let button = step == .getStarted ? welcome.getStartedButton : welcome.skipButton
      button.sendActions(for: .touchUpInside)
    case .done(let name):
      guard let setup = top as? ProfileSetupViewController else {
        return [Fact("the screen on top", "has no name to type: it is \(Self.name(of: top))")]
      }
      setup.nameField.text = name
      setup.doneButton.sendActions(for: .touchUpInside)
    case .back:
      guard rig.navigation.viewControllers.count > 1 else {
        return [Fact("the screen on top", "has no Back button: it is the first")]
      }
      _ = rig.navigation.popViewController(animated: true)
    }
    await Scenarios.settle()
    var facts = [
      Fact(
        "the screens shown",
        rig.navigation.viewControllers.map { name(of: $0) }.joined(separator: " › "))
    ]
    facts += rig.finished.map {
      Fact("onboarding finishes", $0.map { "with the name «\($0)»" } ?? "skipped, with no name")
    }
    if wasRunning, rig.coordinator == nil {
      facts.append(Fact("the coordinator", rig.freed == nil ? "is freed" : "is still alive"))
    }
    return facts
  }

  static func name(of screen: UIViewController?) -> String {
    switch screen {
    case is WelcomeViewController: "Welcome"
    case is ProfileSetupViewController: "Profile setup"
    case nil: "none"
    case let other?: String(describing: type(of: other))
    }
  }

  static func describe(_ step: Step) -> String {
    switch step {
    case .getStarted: "The user taps Get Started on the welcome screen."
    case .skip: "The user taps Skip on the welcome screen."
    case .done(let name): "The user types «\(name)» as the name and taps Done."
    case .back: "The user taps Back."
    }
  }

  static func reason(for subject: String) -> String {
    switch subject {
    case "the screens shown":
      "a screen's callback is how the coordinator hears it for as long as the screen is shown, not a one-time trigger: Get Started pushes the profile setup, and after Back the welcome screen's buttons work again (the README's «Beyond the examples»)"
    case "onboarding finishes":
      "the flow passes on what the screen reported, as it was reported: Skip finishes with no name, and Done with the name as typed, an empty one included; what an empty name means is the app's decision, not the flow's, and a flow that turns it into a skip takes that decision from the app for good (the README's «Beyond the examples»); once onboarding is over, a tap on a screen still shown finishes nothing («callbacks capture weakly»)"
    case "the coordinator":
      "once the app lets the flow go, nothing keeps the coordinator alive: the screens' callbacks reach it weakly, so the screens the navigation stack still shows do not hold it"
    default:
      "that is what the README's task asks for"
    }
  }
}
