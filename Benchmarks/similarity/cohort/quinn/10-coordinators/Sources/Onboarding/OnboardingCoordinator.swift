/// Runs the onboarding flow: it creates each screen, shows it, and decides what comes next
/// when a screen reports an event. Screens know nothing of each other.
@MainActor final class OnboardingCoordinator {
  let navigator: any Navigator
  /// Called once when onboarding ends: with the name given, or `nil` if skipped.
  var onFinish: ((String?) -> Void)?

  init(navigator: any Navigator) {
    self.navigator = navigator
  }

  func start() {
    let welcome = WelcomeViewController()
    // The navigator keeps the screen and the screen keeps this closure, so it must not keep
    // the coordinator (which owns the navigator): capture weakly.
    welcome.onEvent = { [weak self] event in
      self?.handleWelcome(event)
    }
    navigator.push(welcome)
  }

  // MARK: - Welcome

  private func handleWelcome(_ event: WelcomeEvent) {
    switch event {
    case .getStarted:
      showProfileSetup()
    case .skip:
      onFinish?(nil)
    }
  }

  // MARK: - Profile setup

  private func showProfileSetup() {
    let profileSetup = ProfileSetupViewController()
    profileSetup.onEvent = { [weak self] event in
      self?.handleProfileSetup(event)
    }
    navigator.push(profileSetup)
  }

  private func handleProfileSetup(_ event: ProfileSetupEvent) {
    switch event {
    case .done(let name):
      onFinish?(name)
    }
  }
}
