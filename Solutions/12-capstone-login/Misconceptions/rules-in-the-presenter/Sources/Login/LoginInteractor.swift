/// Decides: asks the worker, keeps the user for Home, and says when loading starts and ends.
@MainActor final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  var presenter: (any LoginPresentationLogic)?
  var worker: (any LoginWorkerLogic)?
  private(set) var user: User?

  func validate(request: Login.Validate.Request) {
    // The texts are the presenter's, so it judges the fields.
    presenter?.presentValidation(response: .init(email: request.email, password: request.password))
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
      if case .success(let user) = result {
        self.user = user
      }
      presenter?.presentAuthentication(response: .init(result: result))
      presenter?.presentLoading(isLoading: false)
    }
  }
}
