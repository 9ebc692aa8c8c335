/// Decides: the form's problems, each step of a login, and when to go Home.
@MainActor final class SignInInteractor: SignInBusinessLogic, SignInDataStore {
  var presenter: (any SignInPresentationLogic)?
  var authentication: (any AuthenticationWorkerLogic)?
  var rules = CredentialsRules()
  private(set) var signedInUser: User?

  func check(request: SignIn.Form.Request) {
    presenter?.presentForm(response: rules.check(request))
  }

  func submit(request: SignIn.Submit.Request) {
    guard let authentication else { return }
    presenter?.presentSubmit(response: .started)
    Task { [weak self, authentication] in
      let result = await authentication.signIn(request)
      self?.finish(result)
    }
  }

  private func finish(_ result: Result<User, LoginError>) {
    switch result {
    case .success(let user):
      signedInUser = user
      presenter?.presentSubmit(response: .signedIn(user))
      presenter?.presentHome()
    case .failure(let error):
      presenter?.presentSubmit(response: .refused(error))
    }
  }
}
