/// Validation and authentication: the scene's decisions, and the user for the next scene.
@MainActor final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  var presenter: (any LoginPresentationLogic)?
  var worker: (any LoginWorkerLogic)?
  private(set) var user: User?

  func validate(request: Login.Validate.Request) {
    guard let worker else { return }
    let problems = worker.validate(email: request.email, password: request.password)
    presenter?.presentValidation(response: Login.Validate.Response(problems: problems))
  }

  func authenticate(request: Login.Authenticate.Request) {
    guard let worker else { return }
    presenter?.presentLoading(isLoading: true)
    Task { [weak self] in
      do throws(LoginError) {
        let user = try await worker.logIn(email: request.email, password: request.password)
        self?.user = user
        self?.presenter?.presentAuthentication(
          response: Login.Authenticate.Response(result: .success(user)))
        self?.presenter?.presentLoading(isLoading: false)
      } catch {
        self?.presenter?.presentAuthentication(
          response: Login.Authenticate.Response(result: .failure(error)))
      }
    }
  }
}
