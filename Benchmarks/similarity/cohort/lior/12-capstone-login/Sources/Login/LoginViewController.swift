// Login screen view. The five visible properties and the two user actions are
// the fixed surface the tests drive; the rest only forwards and stores.
@MainActor
final class LoginViewController: LoginDisplayLogic {

    weak var navigator: (any Navigator)?
    var interactor: (any LoginBusinessLogic)?
    var router: (any LoginRoutingLogic)?

    private(set) var emailError: String?
    private(set) var passwordError: String?
    private(set) var isLoginEnabled = false
    private(set) var isLoading = false
    private(set) var message: String?

    func fieldsChanged(email mail: String, password secret: String) {
        let req = SignIn.Validate.Request(typedEmail: mail, typedPassword: secret)
        interactor?.checkForm(request: req)
    }

    func loginTapped(email mail: String, password secret: String) {
        let req = SignIn.Submit.Request(typedEmail: mail, typedPassword: secret)
        interactor?.logIn(request: req)
    }

    func displayFormCheck(viewModel: SignIn.Validate.ViewModel) {
        emailError = viewModel.emailHint
        passwordError = viewModel.passwordHint
        isLoginEnabled = viewModel.loginAllowed
    }

    func displayLoading(viewModel: SignIn.Busy.ViewModel) {
        isLoading = viewModel.active
    }

    func displayLoginSucceeded(viewModel: SignIn.Submit.ViewModel) {
        message = viewModel.text
        router?.routeToHome()
    }

    func displayLoginFailed(viewModel: SignIn.Submit.ViewModel) {
        message = viewModel.text
    }
}
