/// The service, for the submit use case only.
@MainActor final class AuthenticationWorker: AuthenticationWorkerLogic {
  private let service: any AuthenticationService

  init(service: any AuthenticationService) {
    self.service = service
  }

  func signIn(_ request: SignIn.Submit.Request) async -> Result<User, LoginError> {
    do throws(LoginError) {
      return .success(try await service.logIn(email: request.email, password: request.password))
    } catch {
      return .failure(error)
    }
  }
}
