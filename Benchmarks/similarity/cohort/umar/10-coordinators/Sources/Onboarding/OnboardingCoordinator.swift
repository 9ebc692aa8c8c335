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
    // The navigator (owned by this coordinator) keeps the screen, and the screen keeps this
    // closure: capturing self weakly keeps that loop open.
    welcome.onEvent = { [weak self] event in
      self?.handle(event)
    }
    navigator.push(welcome)
  }

  // MARK: - Screens

  private func showProfileSetup() {
    let profileSetup = ProfileSetupViewController()
    profileSetup.onEvent = { [weak self] event in
      self?.handle(event)
    }
    navigator.push(profileSetup)
  }

  // MARK: - Events

  private func handle(_ event: WelcomeEvent) {
    switch event {
    case .getStarted:
      showProfileSetup()
    case .skip:
      finish(with: nil)
    }
  }

  private func handle(_ event: ProfileSetupEvent) {
    switch event {
    case .done(let name):
      finish(with: name)
    }
  }

  private func finish(with name: String?) {
    onFinish?(name)
  }
}
