// Sign-up rules live here. Valid requests go to the worker; the outcome is handed
// to the presenter. No text formatting happens in this class.
@MainActor
final class SignUpInteractor: SignUpBusinessLogic, SignUpDataStore {

    var presenter: (any SignUpPresentationLogic)?
    var worker: (any SignUpWorkerLogic)?
    private(set) var account: Account?

    static let minimumPasswordLength = 8

    func submit(request: SignUp.Submit.Request) {
        var problems = [SignUpError]()

        if !request.email.contains("@") { problems.append(.invalidEmail) }
        if request.password.count < Self.minimumPasswordLength { problems.append(.passwordTooShort) }
        if !request.termsAccepted { problems.append(.termsNotAccepted) }

        guard problems.isEmpty else {
            presenter?.presentValidationErrors(problems)
            return
        }
        guard let accountWorker = worker else {
            return
        }

        do throws(SignUpError) {
            let newAccount = try accountWorker.createAccount(
                email: request.email,
                password: request.password
            )
            account = newAccount
            presenter?.presentAccountCreated(newAccount)
        } catch {
            presenter?.presentFailure(error)
        }
    }
}
