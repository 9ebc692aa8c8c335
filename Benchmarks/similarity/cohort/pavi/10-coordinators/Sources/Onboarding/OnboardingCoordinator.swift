/// Drives onboarding from the first screen to the last. Each screen only reports what the user
/// did; this object builds the screens, shows them, and decides what follows and when the flow
/// is over.
@MainActor final class OnboardingCoordinator {
  /// Invoked once, when the flow ends: with the entered name, or `nil` if the user skipped.
  var onFinish: ((String?) -> Void)?
  let navigator: any Navigator

  init(navigator: any Navigator) {
    self.navigator = navigator
  }

  /// Shows the first screen of the flow.
  func start() {
    let welcomeScreen = WelcomeViewController()
    // The navigator retains the screen and the screen retains this callback, while the
    // coordinator retains the navigator: capturing `self` weakly keeps that from becoming a
    // cycle.
    welcomeScreen.onEvent = { [weak self] in self?.welcomeScreenDidReport($0) }
    navigator.push(welcomeScreen)
  }

  // MARK: - Steps

  private func welcomeScreenDidReport(_ event: WelcomeEvent) {
    switch event {
    case .skip:
      end(with: nil)
    case .getStarted:
      let setupScreen = ProfileSetupViewController()
      setupScreen.onEvent = { [weak self] in self?.profileSetupDidReport($0) }
      navigator.push(setupScreen)
    }
  }

  private func profileSetupDidReport(_ event: ProfileSetupEvent) {
    switch event {
    case let .done(name):
      end(with: name)
    }
  }

  private func end(with name: String?) {
    onFinish?(name)
  }
}
