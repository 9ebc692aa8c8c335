// Runs validation, performs the login call and stores the signed-in user.
@MainActor
final class LoginInteractor: LoginBusinessLogic, LoginDataStore {

    var presenter: (any LoginPresentationLogic)?
    private let auth: any AuthenticationService
    private let policy = CredentialPolicy()
    private(set) var user: User?

    init(authenticator: any AuthenticationService) {
        auth = authenticator
    }

    func checkForm(request: SignIn.Validate.Request) {
        let verdict = policy.evaluate(request.typedEmail, request.typedPassword)
        presenter?.presentFormCheck(response: verdict)
    }

    func logIn(request: SignIn.Submit.Request) {
        let verdict = policy.evaluate(request.typedEmail, request.typedPassword)
        guard verdict.isSendable else {
            presenter?.presentFormCheck(response: verdict)
            return
        }

        presenter?.presentLoading(response: SignIn.Busy.Response(active: true))

        let auth = self.auth
        let mail = request.typedEmail
        let secret = request.typedPassword
        Task { [weak self] in
            let outcome: Result<User, LoginError>
            do throws(LoginError) {
                let who = try await auth.logIn(email: mail, password: secret)
                outcome = .success(who)
            } catch {
                outcome = .failure(error)
            }
            self?.complete(outcome)
        }
    }

    private func complete(_ outcome: Result<User, LoginError>) {
        switch outcome {
        case let .success(who):
            user = who
            presenter?.presentLoginSucceeded(response: SignIn.Submit.Granted(account: who))
        case let .failure(reason):
            user = nil
            presenter?.presentLoginFailed(response: SignIn.Submit.Denied(reason: reason))
        }
        presenter?.presentLoading(response: SignIn.Busy.Response(active: false))
    }
}
