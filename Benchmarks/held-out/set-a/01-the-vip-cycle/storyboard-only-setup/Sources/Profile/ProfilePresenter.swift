/// What the interactor may ask the presenter to format.
@MainActor protocol ProfilePresentationLogic: AnyObject {
  func presentProfile(response: ProfileScene.Load.Response)
}

/// Turns responses into text for the view. It holds the view weakly: the view owns the
/// interactor, which owns the presenter, so a strong reference back would be a cycle.
@MainActor final class ProfilePresenter: ProfilePresentationLogic {
  weak var viewController: (any ProfileDisplayLogic)?

  func presentProfile(response: ProfileScene.Load.Response) {
    let user = response.user
    let viewModel = ProfileScene.Load.ViewModel(
      name: "\(user.firstName) \(user.lastName)",
      memberSince: "Member since \(user.joinedYear)")
    viewController?.displayProfile(viewModel: viewModel)
  }
}
