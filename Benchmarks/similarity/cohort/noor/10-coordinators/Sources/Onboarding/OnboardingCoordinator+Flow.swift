extension OnboardingCoordinator {
  private func finishOnboarding(withName name: String?) {
    onFinish?(name)
  }

  private func handle(_ event: ProfileSetupEvent) {
    switch event {
    case .done(let name):
      finishOnboarding(withName: name)
    }
  }

  private func showProfileSetup() {
    let profileSetup = ProfileSetupViewController()
    profileSetup.onEvent = { [weak self] event in
      self?.handle(event)
    }
    navigator.push(profileSetup)
  }

  private func handle(_ event: WelcomeEvent) {
    switch event {
    case .getStarted:
      showProfileSetup()
    case .skip:
      finishOnboarding(withName: nil)
    }
  }

  func start() {
    let welcome = WelcomeViewController()
    // Captured weakly on purpose: navigator -> screen -> closure -> coordinator -> navigator
    // would otherwise form a retain cycle.
    welcome.onEvent = { [weak self] event in
      self?.handle(event)
    }
    navigator.push(welcome)
  }
}
