/// Runs the onboarding flow: it creates each screen, shows it, and decides what comes next
/// when a screen reports an event. Screens know nothing of each other.
@MainActor final class OnboardingCoordinator {
  let navigator: any Navigator
  /// Called once when onboarding ends: with the name given, or `nil` if skipped.
  var onFinish: ((String?) -> Void)?

  init(navigator: any Navigator) {
    self.navigator = navigator
  }

  /// Shows the first screen of the flow, the welcome screen, and listens to it.
  func start() {
    let welcome = WelcomeViewController()
    // Weak capture: the navigator keeps the screen, so a strong self would make a loop.
    welcome.onEvent = { [weak self] event in
      self?.handle(event)
    }
    navigator.push(welcome)
  }

  /// Decides what comes after the welcome screen.
  private func handle(_ event: WelcomeEvent) {
    switch event {
    case .getStarted:
      showProfileSetup()
    case .skip:
      onFinish?(nil)
    }
  }

  /// Creates the profile setup screen, listens to it (weakly as well), and shows it.
  private func showProfileSetup() {
    let profileSetup = ProfileSetupViewController()
    profileSetup.onEvent = { [weak self] event in
      self?.handle(event)
    }
    navigator.push(profileSetup)
  }

  /// Decides what comes after the profile setup screen: the flow ends with the name.
  private func handle(_ event: ProfileSetupEvent) {
    switch event {
    case .done(let name):
      onFinish?(name)
    }
  }
}
