import UIKit

/// Runs the onboarding flow: it creates each screen, shows it, and decides what comes next
/// when a screen reports an event. Screens know nothing of each other.
@MainActor final class OnboardingCoordinator {
  let navigationController: UINavigationController
  /// Called once when onboarding ends: with the name given, or `nil` if skipped.
  var onFinish: ((String?) -> Void)?

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    let welcome = WelcomeViewController()
    // The navigation controller (owned by the coordinator) keeps the screen, and the screen keeps this
    // closure: a strong `self` here would close the loop.
    welcome.onEvent = { [weak self] event in
      self?.handle(event)
    }
    navigationController.pushViewController(welcome, animated: true)
  }

  private func handle(_ event: WelcomeEvent) {
    switch event {
    case .getStarted:
      let setup = ProfileSetupViewController()
      setup.onEvent = { [weak self] event in
        self?.handle(event)
      }
      navigationController.pushViewController(setup, animated: true)
    case .skip:
      onFinish?(nil)
    }
  }

  private func handle(_ event: ProfileSetupEvent) {
    switch event {
    case .done(let name):
      // A blank name is no name: the same as skipping.
      onFinish?(name.trimmingCharacters(in: .whitespaces).isEmpty ? nil : name)
    }
  }
}
