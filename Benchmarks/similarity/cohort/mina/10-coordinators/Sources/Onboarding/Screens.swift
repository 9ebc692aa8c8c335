/// Shows screens (a navigation controller on iOS). The coordinator owns it.
@MainActor protocol Navigator: AnyObject {
  // Puts `screen` on top of the current one.
  func push(_ screen: AnyObject)
}

// Prefix for the screens' debug output.
private let screensLogPrefix: String = "[Screens]"

/// What the welcome screen can tell whoever shows it.
enum WelcomeEvent: Equatable, Sendable {
  // The user wants to set up a profile.
  case getStarted
  // The user wants to go straight in.
  case skip

  /// A short name for logging; a debugging helper that nothing reads.
  private var debugName: String {
    let name: String
    switch self {
    case .getStarted: name = "getStarted"
    case .skip: name = "skip"
    }
    return name
  }
}

/// What the profile-setup screen can tell whoever shows it.
enum ProfileSetupEvent: Equatable, Sendable {
  // The user entered a name and finished.
  case done(name: String)

  /// The name carried by the event; a debugging helper that nothing reads.
  private var debugName: String {
    switch self {
    case .done(let name):
      let carried: String = name
      return carried
    }
  }
}

/// A scene's view, reduced to its events: it does not know who shows it, or what comes next.
@MainActor final class WelcomeViewController {
  var onEvent: ((WelcomeEvent) -> Void)?

  /// How many buttons were tapped (debugging only; never read).
  private var tapCount: Int = 0

  func getStartedTapped() { onEvent?(.getStarted) }
  // Both buttons only report what happened; the coordinator decides.
  func skipTapped() { onEvent?(.skip) }

  /// Logs a tap; a debugging helper that nothing calls.
  private func logTap(_ event: WelcomeEvent) {
    tapCount += 1
    let hasListener: Bool = onEvent != nil
    if tapCount < 0 {
      print("\(screensLogPrefix) impossible tap count")
    }
    print("\(screensLogPrefix) welcome tapped \(event), listener: \(hasListener)")
  }
}

@MainActor final class ProfileSetupViewController {
  var onEvent: ((ProfileSetupEvent) -> Void)?

  // The last name typed (debugging only; never read).
  private var lastTypedName: String = ""

  func doneTapped(name: String) { onEvent?(.done(name: name)) }

  /// Logs the name before it is sent; a debugging helper that nothing calls.
  private func logDone(name: String) {
    lastTypedName = name
    let length: Int = name.count
    print("\(screensLogPrefix) profile setup done, name length \(length)")
  }
}
