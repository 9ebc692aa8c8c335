import UIKit

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
/// Its buttons report through `onEvent` (their titles and layout are left out).
final class WelcomeViewController: UIViewController {
  var onEvent: ((WelcomeEvent) -> Void)?
  let getStartedButton = UIButton(type: .system)
  let skipButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    getStartedButton.addAction(
      UIAction { [weak self] _ in self?.onEvent?(.getStarted) }, for: .touchUpInside)
    skipButton.addAction(UIAction { [weak self] _ in self?.onEvent?(.skip) }, for: .touchUpInside)
  }
}

/// The profile set-up: a name, and a button to finish.
final class ProfileSetupViewController: UIViewController {
  var onEvent: ((ProfileSetupEvent) -> Void)?
  let nameField = UITextField()
  let doneButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    doneButton.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.onEvent?(.done(name: self.nameField.text ?? ""))
      }, for: .touchUpInside)
  }
}
