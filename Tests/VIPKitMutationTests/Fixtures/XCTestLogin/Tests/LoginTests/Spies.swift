@testable import Login

/// Records what the interactor tells the presenter, in order.
@MainActor
final class LoginPresentationLogicSpy: LoginPresentationLogic {
  var calls: [String] = []
  var presentWelcomeCalled = false
  var presentErrorMessage: String?

  func presentLoading(isLoading: Bool) { calls.append("presentLoading(\(isLoading))") }

  func presentWelcome(name: String) {
    presentWelcomeCalled = true
    calls.append("presentWelcome(\(name))")
  }

  func presentError(message: String) {
    presentErrorMessage = message
    calls.append("presentError")
  }
}

/// Records what the presenter tells the view.
@MainActor
final class LoginDisplayLogicSpy: LoginDisplayLogic {
  var loading: [Bool] = []
  var viewModel: Login.Authenticate.ViewModel?

  func displayLoading(_ isLoading: Bool) { loading.append(isLoading) }
  func displayMessage(viewModel: Login.Authenticate.ViewModel) { self.viewModel = viewModel }
}

/// Answers the login with a name chosen by the test.
@MainActor
final class LoginWorkerSpy: LoginWorkerLogic {
  var loginCalled = false
  var receivedEmail: String?
  var receivedPassword: String?
  var name: String?

  func login(email: String, password: String) -> String? {
    loginCalled = true
    receivedEmail = email
    receivedPassword = password
    return name
  }
}
