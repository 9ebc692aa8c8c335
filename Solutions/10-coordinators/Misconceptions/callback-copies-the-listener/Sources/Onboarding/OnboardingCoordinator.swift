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
    // The navigator (owned by the coordinator) keeps the screen, and the screen keeps this
    // closure: a strong `self` here would close the loop.
    welcome.onEvent = { [weak self] event in
      self?.handle(event)
    }
    navigator.push(welcome)
  }

  private func handle(_ event: WelcomeEvent) {
    switch event {
    case .getStarted:
      let setup = ProfileSetupViewController()
      // The setup screen only needs onFinish: capture that, not the coordinator.
      setup.onEvent = { [onFinish] event in
        switch event {
        case .done(let name): onFinish?(name)
        }
      }
      navigator.push(setup)
    case .skip:
      onFinish?(nil)
    }
  }

  private func handle(_ event: ProfileSetupEvent) {
    switch event {
    case .done(let name):
      onFinish?(name)
    }
  }
}
