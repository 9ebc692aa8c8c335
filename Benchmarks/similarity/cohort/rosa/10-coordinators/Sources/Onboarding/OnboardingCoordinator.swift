/// Runs the onboarding flow: it creates each screen, shows it, and decides what comes next
/// when a screen reports an event. Screens know nothing of each other.
///
/// The navigator keeps the screens and each screen keeps its `onEvent` closure, so those
/// closures capture the coordinator weakly: otherwise the flow would never be freed.
@MainActor final class OnboardingCoordinator {
  let navigator: any Navigator
  /// Called once when onboarding ends: with the name given, or `nil` if skipped.
  var onFinish: ((String?) -> Void)?

  init(navigator: any Navigator) {
    self.navigator = navigator
  }

  func start() {
    showWelcome()
  }

  // MARK: - Screens

  private func showWelcome() {
    let welcome = WelcomeViewController()
    welcome.onEvent = { [weak self] event in
      self?.handleWelcomeEvent(event)
    }
    navigator.push(welcome)
  }

  private func showProfileSetup() {
    let profileSetup = ProfileSetupViewController()
    profileSetup.onEvent = { [weak self] event in
      self?.handleProfileSetupEvent(event)
    }
    navigator.push(profileSetup)
  }

  // MARK: - Events

  private func handleWelcomeEvent(_ event: WelcomeEvent) {
    switch event {
    case .getStarted:
      showProfileSetup()
    case .skip:
      finish(withName: nil)
    }
  }

  private func handleProfileSetupEvent(_ event: ProfileSetupEvent) {
    switch event {
    case .done(let name):
      finish(withName: name)
    }
  }

  private func finish(withName name: String?) {
    onFinish?(name)
  }
}
