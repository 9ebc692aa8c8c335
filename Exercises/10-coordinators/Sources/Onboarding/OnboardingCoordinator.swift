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
    welcome.onEvent = { event in
      self.handle(event)
    }
    navigationController.pushViewController(welcome, animated: true)
  }

  private func handle(_ event: WelcomeEvent) {
    // TODO: the README's task.
  }
}
