// The classic project's presenter: its protocol gets a spy, and its UIKit import is a finding.
import UIKit

protocol LoginPresentationLogic {
  func presentWelcome(name: String)
}

final class LoginPresenter: LoginPresentationLogic {
  func presentWelcome(name: String) {}
}
