/// Data passed around the login scene.
enum LoginFlow {
  /// Live validation while the user is typing.
  enum Form {
    /// Raw field contents; the view does not trim or judge them.
    struct Request {
      let email: String
      let password: String
    }

    /// Which field is wrong and how. An empty dictionary means the form is fine.
    struct Response {
      let problems: [LoginField: FieldProblem]
    }

    /// Error texts under the fields and the state of the Log in button.
    struct ViewModel: Equatable {
      let emailError: String?
      let passwordError: String?
      let isLoginEnabled: Bool
    }
  }

  /// Sending the credentials to the authentication service.
  enum Submit {
    struct Request {
      let email: String
      let password: String
    }

    /// What the service answered.
    struct Response {
      let result: Result<User, LoginError>
    }

    /// The message shown once the service has answered.
    struct ViewModel: Equatable {
      let message: String
    }
  }
}
