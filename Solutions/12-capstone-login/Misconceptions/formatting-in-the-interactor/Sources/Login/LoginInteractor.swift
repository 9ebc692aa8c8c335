/// Decides, and writes the messages while it is at it.
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
      let response: Login.Authenticate.Response
      do throws(LoginError) {
        let user = try await worker.logIn(email: request.email, password: request.password)
        self?.user = user
        response = .init(message: "Welcome, \(user.name)!", succeeded: true)
      } catch .wrongCredentials {
        response = .init(message: "Wrong email or password", succeeded: false)
      } catch {
        response = .init(message: "No connection. Try again.", succeeded: false)
      }
      self?.presenter?.presentAuthentication(response: response)
      self?.presenter?.presentLoading(isLoading: false)
    }
  }
}
