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
      onFinish?(nil)
    }
  }

  private func showProfileSetup() {
    let setup = ProfileSetupViewController()
    setup.onEvent = { [weak self] event in
      self?.handle(event)
    }
    navigator.push(setup)
  }

  private func handle(_ event: ProfileSetupEvent) {
    switch event {
    case .done(let name):
      onFinish?(name)
    }
  }
}
