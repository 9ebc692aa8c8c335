// Every user-facing string of the sign-in screen comes from here.
@MainActor
final class LoginPresenter: LoginPresentationLogic {

    weak var viewController: (any LoginDisplayLogic)?

    func presentFormCheck(response: SignIn.Validate.Response) {
        let vm = SignIn.Validate.ViewModel(
            emailHint: response.emailIssue.map { wording(of: $0) },
            passwordHint: response.passwordIssue.map { wording(of: $0) },
            loginAllowed: response.isSendable
        )
        viewController?.displayFormCheck(viewModel: vm)
    }

    func presentLoading(response: SignIn.Busy.Response) {
        let vm = SignIn.Busy.ViewModel(active: response.active)
        viewController?.displayLoading(viewModel: vm)
    }

    func presentLoginSucceeded(response: SignIn.Submit.Granted) {
        let vm = SignIn.Submit.ViewModel(text: "Welcome, \(response.account.name)!")
        viewController?.displayLoginSucceeded(viewModel: vm)
    }

    func presentLoginFailed(response: SignIn.Submit.Denied) {
        let text: String
        switch response.reason {
        case .wrongCredentials:
            text = "Wrong email or password"
        case .network:
            text = "No connection. Try again."
        }
        viewController?.displayLoginFailed(viewModel: SignIn.Submit.ViewModel(text: text))
    }

    private func wording(of issue: SignIn.EmailIssue) -> String {
        switch issue {
        case .missing:
            "Enter your email"
        case .malformed:
            "This email is not valid"
        }
    }

    private func wording(of issue: SignIn.PasswordIssue) -> String {
        switch issue {
        case .missing:
            "Enter your password"
        case let .short(required):
            "At least \(required) characters"
        }
    }
}
