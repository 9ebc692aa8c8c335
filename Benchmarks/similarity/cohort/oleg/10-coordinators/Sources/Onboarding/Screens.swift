/// Shows screens (a navigation controller on iOS). The coordinator owns it.
@MainActor protocol Navigator: AnyObject {
  func push(_ screen: AnyObject)
}

/// What the welcome screen can tell whoever shows it.
enum WelcomeEvent: Equatable, Sendable {
  case getStarted
  case skip
}

/// What the profile-setup screen can tell whoever shows it.
enum ProfileSetupEvent: Equatable, Sendable {
  case done(name: String)
}

/// A scene's view, reduced to its events: it does not know who shows it, or what comes next.
@MainActor final class WelcomeViewController {
  var onEvent: ((WelcomeEvent) -> Void)?

  func getStartedTapped() { onEvent?(.getStarted) }
  func skipTapped() { onEvent?(.skip) }
}

@MainActor final class ProfileSetupViewController {
  var onEvent: ((ProfileSetupEvent) -> Void)?

  func doneTapped(name: String) { onEvent?(.done(name: name)) }
}
