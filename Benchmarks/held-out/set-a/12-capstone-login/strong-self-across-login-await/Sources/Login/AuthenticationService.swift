/// A signed-in user (given).
struct User: Equatable, Sendable {
  var name: String
  var email: String
}

/// Why the service refused a login (given).
enum LoginError: Error, Equatable, Sendable {
  case wrongCredentials
  case network
}

/// The app's authentication service (given): the scene reaches it through this protocol, so
/// the tests can answer in its place.
@MainActor protocol AuthenticationService: AnyObject {
  func logIn(email: String, password: String) async throws(LoginError) -> User
}

/// A stand-in for the real service that knows one account: ada@example.com / correct horse.
@MainActor final class FakeAuthenticationService: AuthenticationService {
  func logIn(email: String, password: String) async throws(LoginError) -> User {
    await Task.yield()
    guard email == "ada@example.com", password == "correct horse" else {
      throw .wrongCredentials
    }
    return User(name: "Ada", email: email)
  }
}
