/// Decides: asks the worker, keeps the user for Home, and says when loading starts and ends.
@MainActor final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  var presenter: (any LoginPresentationLogic)?
  var worker: (any LoginWorkerLogic)?
  private(set) var user: User?

  func validate(request: Login.Validate.Request) {
    guard let worker else { return }
    let problems = worker.validate(email: request.email, password: request.password)
    presenter?.presentValidation(response: .init(problems: problems))
  }

  func authenticate(request: Login.Authenticate.Request) {
    guard let worker else { return }
    presenter?.presentLoading(isLoading: true)
    Task { [weak self, worker] in
      let result: Result<User, LoginError>
      do throws(LoginError) {
        result = .success(try await worker.logIn(email: request.email, password: request.password))
      } catch {
        result = .failure(error)
      }
      guard let self else { return }
      presenter?.presentAuthentication(response: .init(result: result))
      if case .success(let user) = result {
        self.user = user
      }
      presenter?.presentLoading(isLoading: false)
    }
  }
}
