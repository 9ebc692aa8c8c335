import Testing
import VIPKit

@testable import Onboarding

/// A navigator that keeps what it shows, as a navigation controller keeps its screens.
@MainActor final class StackNavigator: Navigator {
  private(set) var screens: [AnyObject] = []
  func push(_ screen: AnyObject) { screens.append(screen) }
}

@Suite("OnboardingCoordinator")
@MainActor
struct OnboardingCoordinatorTests {
  @Test("starting shows the welcome screen")
  func start() {
    let navigator = NavigatorSpy()
    OnboardingCoordinator(navigator: navigator).start()
    #expect(navigator.pushReceivedScreen is WelcomeViewController)
  }

  @Test("Get started on the welcome screen shows the profile setup")
  func getStarted() throws {
    let navigator = NavigatorSpy()
    let coordinator = OnboardingCoordinator(navigator: navigator)
    coordinator.start()
    let welcome = try #require(navigator.pushReceivedScreen as? WelcomeViewController)

    welcome.getStartedTapped()

    #expect(
      navigator.pushReceivedScreen is ProfileSetupViewController,
      "Getting started must lead to the profile set-up screen: where the flow goes next is the coordinator's decision, not the welcome screen's."
    )
    #expect(navigator.pushCallsCount == 2)
  }

  @Test("finishing the profile setup ends onboarding with the name")
  func done() throws {
    let navigator = NavigatorSpy()
    let coordinator = OnboardingCoordinator(navigator: navigator)
    var finishedWith: [String?] = []
    coordinator.onFinish = { finishedWith.append($0) }
    coordinator.start()
    try #require(navigator.pushReceivedScreen as? WelcomeViewController).getStartedTapped()

    try #require(
      navigator.pushReceivedScreen as? ProfileSetupViewController, "No profile setup was shown."
    )
    .doneTapped(name: "Ada")

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
    let navigator = NavigatorSpy()
    let coordinator = OnboardingCoordinator(navigator: navigator)
    coordinator.start()
    try #require(navigator.pushReceivedScreen as? WelcomeViewController).getStartedTapped()
    var finishedWith: [String?] = []
    coordinator.onFinish = { finishedWith.append($0) }

    try #require(
      navigator.pushReceivedScreen as? ProfileSetupViewController, "No profile setup was shown."
    )
    .doneTapped(name: "Ada")

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
    let navigator = NavigatorSpy()
    let coordinator = OnboardingCoordinator(navigator: navigator)
    var finishedWith: [String?] = []
    coordinator.onFinish = { finishedWith.append($0) }
    coordinator.start()

    try #require(navigator.pushReceivedScreen as? WelcomeViewController).skipTapped()

    #expect(
      finishedWith == [nil],
      "Skipping must end the flow with no profile: the coordinator tells whoever started it, once.")
    #expect(navigator.pushCallsCount == 1)
  }

  @Test("a screen still on the stack after its flow was let go: a tap does nothing, and no crash")
  func tapAfterTheFlowIsGone() throws {
    // The app's navigation stack outlives the flow (the window keeps it), and with it the
    // screens it shows: a tap on one can come after the coordinator is gone.
    let navigator = StackNavigator()
    var coordinator: OnboardingCoordinator? = OnboardingCoordinator(navigator: navigator)
    coordinator?.start()
    coordinator = nil
    let welcome = try #require(navigator.screens.first as? WelcomeViewController)

    welcome.getStartedTapped()

    #expect(
      navigator.screens.count == 1,
      """
      The flow was let go, yet a tap on its screen still showed the next one: something other \
      than the app keeps the coordinator alive.
      """)
  }

  @Test("the flow goes away when it ends: screens' callbacks hold the coordinator weakly")
  func noLeaks() {
    assertNoLeaks {
      let coordinator = OnboardingCoordinator(navigator: StackNavigator())
      coordinator.start()
      return coordinator
    }
    assertNoLeaks {
      let navigator = StackNavigator()
      let coordinator = OnboardingCoordinator(navigator: navigator)
      coordinator.start()
      (navigator.screens.first as? WelcomeViewController)?.getStartedTapped()
      return coordinator
    }
  }
}
