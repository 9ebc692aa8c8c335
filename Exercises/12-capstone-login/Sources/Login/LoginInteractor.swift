/// TODO: validation and authentication, as the README describes.
@MainActor final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  var presenter: (any LoginPresentationLogic)?
  var worker: (any LoginWorkerLogic)?
  private(set) var user: User?

  func validate(request: Login.Validate.Request) {}

  func authenticate(request: Login.Authenticate.Request) {}
}
