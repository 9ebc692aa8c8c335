/// The rules of the form and the authentication service (given). The service is a fake that
/// knows one account: ada@example.com / correct horse.
@MainActor final class LoginWorker: LoginWorkerLogic {
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

  func login(email: String, password: String) async throws(LoginError) -> User {
    await Task.yield()
    guard email == "ada@example.com", password == "correct horse" else {
      throw .wrongCredentials
    }
    return User(name: "Ada", email: email)
  }
}
