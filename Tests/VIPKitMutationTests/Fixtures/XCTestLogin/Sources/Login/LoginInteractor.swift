/// Checks the form, asks the worker, and tells the presenter what happened.
@MainActor
public final class LoginInteractor: LoginBusinessLogic {
  public var presenter: LoginPresentationLogic?
  public var worker: LoginWorkerLogic
  public private(set) var attempts = 0

  public init(worker: LoginWorkerLogic) {
    self.worker = worker
  }

  public func authenticate(request: Login.Authenticate.Request) {
    guard !request.email.isEmpty, request.password.count >= 8 else {
      presenter?.presentError(message: "Enter your email and a password of 8 characters.")
      return
    }
    attempts += 1
    presenter?.presentLoading(isLoading: true)
    let name = worker.login(email: request.email, password: request.password)
    presenter?.presentLoading(isLoading: false)
    if let name {
      presenter?.presentWelcome(name: name)
    } else {
      presenter?.presentError(message: "Wrong email or password.")
    }
  }
}
