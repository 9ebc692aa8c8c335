import Testing
import UIKit
import VIPKit

@testable import Onboarding

@Suite("OnboardingCoordinator")
@MainActor
struct OnboardingCoordinatorTests {
  @Test("starting shows the welcome screen")
  func start() {
    let navigation = UINavigationController()
    let coordinator = OnboardingCoordinator(navigationController: navigation)
    coordinator.start()
    #expect(navigation.topViewController is WelcomeViewController)
  }

  @Test("Get started on the welcome screen pushes the profile setup")
  func getStarted() throws {
    let navigation = UINavigationController()
    let coordinator = OnboardingCoordinator(navigationController: navigation)
    coordinator.start()
    let welcome = try #require(navigation.topViewController as? WelcomeViewController)

    welcome.loadViewIfNeeded()
    welcome.getStartedButton.sendActions(for: .touchUpInside)

    #expect(
      navigation.topViewController is ProfileSetupViewController,
      "Getting started must lead to the profile set-up screen: where the flow goes next is the coordinator's decision, not the welcome screen's."
    )
    #expect(navigation.viewControllers.count == 2)
  }

  @Test("finishing the profile setup ends onboarding with the name")
  func done() throws {
    let navigation = UINavigationController()
    let coordinator = OnboardingCoordinator(navigationController: navigation)
    var finishedWith: [String?] = []
    coordinator.onFinish = { finishedWith.append($0) }
    coordinator.start()
    let welcome = try #require(navigation.topViewController as? WelcomeViewController)
    welcome.loadViewIfNeeded()
    welcome.getStartedButton.sendActions(for: .touchUpInside)

    let setup = try #require(
      navigation.topViewController as? ProfileSetupViewController, "No profile setup was shown.")
    setup.loadViewIfNeeded()
    setup.nameField.text = "Ada"
    setup.doneButton.sendActions(for: .touchUpInside)

    #expect(
      finishedWith == ["Ada"],
      """
      Finishing the profile setup did not end onboarding with the name, once. A screen reports \
      what happened on it through its event callback, and only the coordinator that listens \
      to that screen's callback can act on it: every screen the coordinator shows, not only \
      the first, needs its listener.
      """)
  }

  @Test("the end of the flow reaches the listener it has when it ends, one set late included")
  func finishListenerSetLate() throws {
    let navigation = UINavigationController()
    let coordinator = OnboardingCoordinator(navigationController: navigation)
    coordinator.start()
    let welcome = try #require(navigation.topViewController as? WelcomeViewController)
    welcome.loadViewIfNeeded()
    welcome.getStartedButton.sendActions(for: .touchUpInside)
    var finishedWith: [String?] = []
    coordinator.onFinish = { finishedWith.append($0) }

    let setup = try #require(
      navigation.topViewController as? ProfileSetupViewController, "No profile setup was shown.")
    setup.loadViewIfNeeded()
    setup.nameField.text = "Ada"
    setup.doneButton.sendActions(for: .touchUpInside)

    #expect(
      finishedWith == ["Ada"],
      """
      The flow ended, and the listener set after it started heard nothing. A screen's \
      callback that copied what it needed when the screen was made keeps that copy (here, no \
      listener yet): it should reach the coordinator, weakly, and act on what the \
      coordinator holds when the event comes.
      """)
  }

  @Test("skipping ends onboarding with no name, and shows nothing more")
  func skip() throws {
    let navigation = UINavigationController()
    let coordinator = OnboardingCoordinator(navigationController: navigation)
    var finishedWith: [String?] = []
    coordinator.onFinish = { finishedWith.append($0) }
    coordinator.start()

    let welcome = try #require(navigation.topViewController as? WelcomeViewController)
    welcome.loadViewIfNeeded()
    welcome.skipButton.sendActions(for: .touchUpInside)

    #expect(
      finishedWith == [nil],
      "Skipping must end the flow with no profile: the coordinator tells whoever started it, once.")
    #expect(navigation.viewControllers.count == 1)
  }

  @Test("a screen still on the stack after its flow was let go: a tap does nothing, and no crash")
  func tapAfterTheFlowIsGone() async throws {
    #if compiler(>=6.2)
      // First in a process of its own: a tap that reads a freed coordinator stops the program,
      // and this test should say so rather than take every other test down with it.
      let ran = await #expect(
        processExitsWith: .success,
        """
        A tap on a screen after its flow was let go stopped the program: the screen's callback \
        read a coordinator that no longer exists. A callback that holds the coordinator \
        unowned assumes the coordinator outlives every screen it shows, and it does not: the \
        app's navigation controller can keep a screen after the flow is gone.
        """
      ) {
        _ = await MainActor.run { Self.tapAfterTheFlowIsGone() }
      }
      guard ran != nil else { return }
    #endif
    let pushedAfterwards = Self.tapAfterTheFlowIsGone()
    #expect(
      pushedAfterwards == 0,
      """
      The flow was let go, yet a tap on its screen still pushed the next one: something other \
      than the app keeps the coordinator alive.
      """)
  }

  /// The app's navigation controller keeps the flow's first screen (the app shows it too), the
  /// flow is let go, then the user taps Get started: how many screens that pushed.
  @MainActor static func tapAfterTheFlowIsGone() -> Int {
    let navigation = UINavigationController()
    var coordinator: OnboardingCoordinator? = OnboardingCoordinator(
      navigationController: navigation)
    coordinator?.start()
    coordinator = nil
    guard let welcome = navigation.topViewController as? WelcomeViewController else { return 0 }
    welcome.loadViewIfNeeded()
    welcome.getStartedButton.sendActions(for: .touchUpInside)
    return navigation.viewControllers.count - 1
  }

  @Test("the flow goes away when it ends: screens' callbacks hold the coordinator weakly")
  func noLeaks() {
    assertNoLeaks {
      let coordinator = OnboardingCoordinator(navigationController: UINavigationController())
      coordinator.start()
      return coordinator
    }
    assertNoLeaks {
      // The flow is handed a navigation controller and owns it from then on.
      let navigation = UINavigationController()
      let coordinator = OnboardingCoordinator(navigationController: navigation)
      coordinator.start()
      let welcome = navigation.topViewController as? WelcomeViewController
      welcome?.loadViewIfNeeded()
      welcome?.getStartedButton.sendActions(for: .touchUpInside)
      return coordinator
    }
  }
}
