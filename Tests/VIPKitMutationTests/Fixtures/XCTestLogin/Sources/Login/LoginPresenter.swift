/// Turns the interactor's answers into what the view shows.
@MainActor
public final class LoginPresenter: LoginPresentationLogic {
  public weak var viewController: LoginDisplayLogic?

  public init() {}

  public func presentLoading(isLoading: Bool) {
    viewController?.displayLoading(isLoading)
  }

  public func presentWelcome(name: String) {
    viewController?.displayMessage(viewModel: .init(message: "Welcome, \(name)!", isError: false))
  }

  public func presentError(message: String) {
    viewController?.displayMessage(viewModel: .init(message: message, isError: true))
  }
}
