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
    // Weak: the navigator keeps the screen, the screen keeps this closure, and the
    // coordinator keeps the navigator. A strong capture here would close that loop.
    welcome.onEvent = { [weak self] event in
      self?.handle(event)
    }
    navigator.push(welcome)
  }

  private func handle(_ event: WelcomeEvent) {
    switch event {
    case .getStarted:
      showProfileSetup()
    case .skip:
      finishOnboarding(withName: nil)
    }
  }

  private func showProfileSetup() {
    let profileSetup = ProfileSetupViewController()
    profileSetup.onEvent = { [weak self] event in
      self?.handle(event)
    }
    navigator.push(profileSetup)
  }

  private func handle(_ event: ProfileSetupEvent) {
    switch event {
    case .done(let name):
      finishOnboarding(withName: name)
    }
  }

  private func finishOnboarding(withName name: String?) {
    onFinish?(name)
  }
}
