/// The login scene's use case: what the view asks, what the interactor answers, what the view
/// shows.
public enum Login {
  public enum Authenticate {
    public struct Request: Sendable {
      public var email: String
      public var password: String

      public init(email: String, password: String) {
        self.email = email
        self.password = password
      }
    }

    public struct ViewModel: Sendable, Equatable {
      public var message: String
      public var isError: Bool

      public init(message: String, isError: Bool) {
        self.message = message
        self.isError = isError
      }
    }
  }
}

@MainActor
public protocol LoginBusinessLogic {
  func authenticate(request: Login.Authenticate.Request)
}

@MainActor
public protocol LoginPresentationLogic: AnyObject {
  func presentLoading(isLoading: Bool)
  func presentWelcome(name: String)
  func presentError(message: String)
}

@MainActor
public protocol LoginDisplayLogic: AnyObject {
  func displayLoading(_ isLoading: Bool)
  func displayMessage(viewModel: Login.Authenticate.ViewModel)
}

@MainActor
public protocol LoginWorkerLogic {
  func login(email: String, password: String) -> String?
}
