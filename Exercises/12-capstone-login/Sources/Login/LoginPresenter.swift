/// TODO: the texts, as the README describes.
@MainActor final class LoginPresenter: LoginPresentationLogic {
  weak var viewController: (any LoginDisplayLogic)?

  func presentValidation(response: Login.Validate.Response) {}

  func presentLoading(isLoading: Bool) {}

  func presentAuthentication(response: Login.Authenticate.Response) {}
}
