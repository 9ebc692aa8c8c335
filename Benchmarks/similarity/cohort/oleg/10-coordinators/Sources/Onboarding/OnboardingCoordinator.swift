/// Drives onboarding from the first screen to the last. Each screen is built, pushed and
/// listened to here, and this is where the next step gets chosen whenever a screen reports
/// something; the screens themselves never learn about one another.
@MainActor final class OnboardingCoordinator {
  /// Invoked a single time, when the flow is over: with the name entered, or `nil` on skip.
  var onFinish: ((String?) -> Void)?
  let navigator: any Navigator

  init(navigator: any Navigator) {
    self.navigator = navigator
  }

  func start() {
    let welcomeScreen = WelcomeViewController()
    // The capture has to stay weak: the navigator holds the screen, the screen holds this
    // closure, and we hold the navigator, so a strong `self` would make a cycle.
    welcomeScreen.onEvent = { [weak self] in self?.react(to: $0) }
    navigator.push(welcomeScreen)
  }

  // MARK: - Reacting to the screens

  private func react(to event: ProfileSetupEvent) {
    if case .done(let enteredName) = event {
      onFinish?(enteredName)
    }
  }

  private func react(to event: WelcomeEvent) {
    guard event == .getStarted else {
      // Skipped: the flow ends here, without a name.
      onFinish?(nil)
      return
    }
    let setupScreen = ProfileSetupViewController()
    setupScreen.onEvent = { [weak self] in self?.react(to: $0) }
    navigator.push(setupScreen)
  }
}
