/// The form's rules and the call to the service: one worker for both use cases.
@MainActor final class LoginWorker: LoginWorkerLogic {
  let service: any AuthenticationService

  init(service: any AuthenticationService) {
    self.service = service
  }

  func validate(email: String, password: String) -> [LoginField: ValidationProblem] {
    var problems: [LoginField: ValidationProblem] = [:]
    if email.isEmpty {
      problems[.email] = .missing
    } else if !email.contains("@") {
      problems[.email] = .invalid
    }
    if password.isEmpty {
      problems[.password] = .missing
    } else if password.count < 8 {
      problems[.password] = .invalid
    }
    return problems
  }

  func logIn(email: String, password: String) async throws(LoginError) -> User {
    try await service.logIn(email: email, password: password)
  }
}
