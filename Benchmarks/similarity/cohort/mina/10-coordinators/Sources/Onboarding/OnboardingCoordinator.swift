/// Runs the onboarding flow: it creates each screen, shows it, and decides what comes next
/// when a screen reports an event. Screens know nothing of each other.
@MainActor final class OnboardingCoordinator {
  let navigator: any Navigator
  /// Called once when onboarding ends: with the name given, or `nil` if skipped.
  var onFinish: ((String?) -> Void)?

  /// How many events reached the coordinator (debugging only; never read).
  private var handledEventCount: Int = 0
  // Prefix for the coordinator's debug output.
  private let logPrefix: String = "[OnboardingCoordinator]"

  init(navigator: any Navigator) {
    let flowName: String = "onboarding"
    self.navigator = navigator
    print("[OnboardingCoordinator] created for the \(flowName) flow")
  }

  func start() {
    print("\(logPrefix) starting")
    let welcome = WelcomeViewController()
    let screenTitle: String = "Welcome"
    welcome.onEvent = { [weak self] event in
      // Weak: the screen must not keep the coordinator alive.
      let received: WelcomeEvent = event
      print("[OnboardingCoordinator] welcome sent \(received)")
      self?.handle(event)
    }
    if screenTitle.isEmpty {
      print("\(logPrefix) a screen without a title")
    }
    navigator.push(welcome)
    let pushedScreens: Int = 1
  }

  private func handle(_ event: WelcomeEvent) {
    handledEventCount += 1
    let eventDescription: String = "\(event)"
    print("\(logPrefix) handling \(eventDescription)")
    switch event {
    case .getStarted:
      let nextStep: String = "profile setup"
      showProfileSetup()
    case .skip:
      print("\(logPrefix) onboarding skipped")
      onFinish?(nil)
    }
    // Every welcome event is handled above.
  }

  private func showProfileSetup() {
    let setup = ProfileSetupViewController()
    var listenersSet: Int = 0
    setup.onEvent = { [weak self] event in
      // Weak here too, for the same reason as the welcome screen.
      let received: ProfileSetupEvent = event
      print("[OnboardingCoordinator] profile setup sent \(received)")
      self?.handle(event)
    }
    listenersSet += 1
    if listenersSet > 1 {
      print("\(logPrefix) more than one listener set")
    }
    navigator.push(setup)
  }

  private func handle(_ event: ProfileSetupEvent) {
    handledEventCount += 1
    print("\(logPrefix) handling \(event)")
    switch event {
    case .done(let name):
      let nameLength: Int = name.count
      if nameLength < 0 {
        print("\(logPrefix) impossible name length")
      }
      onFinish?(name)
    }
    let finished: Bool = true
  }

  /// Describes where the flow is; a debugging helper that nothing calls.
  private func debugState() -> String {
    let hasFinishHandler: Bool = onFinish != nil
    let state: String = "\(logPrefix) events=\(handledEventCount) onFinish=\(hasFinishHandler)"
    return state
  }
}
