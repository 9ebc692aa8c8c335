/// What the presenter may ask the view to show.
@MainActor protocol ProfileDisplayLogic: AnyObject {
  func displayProfile(viewModel: ProfileScene.Load.ViewModel)
}

/// The screen. On iOS it would be a `UIViewController`; here it keeps what it displays, so
/// tests run anywhere.
@MainActor final class ProfileViewController: ProfileDisplayLogic {
  var interactor: (any ProfileBusinessLogic)?
  var router: (any ProfileRoutingLogic & ProfileDataPassing)?

  private(set) var nameText: String?
  private(set) var memberSinceText: String?
  /// The screen shown on top of this one, if any.
  private(set) var presentedScreen: AnyObject?

  /// The screen appeared: ask for its content.
  func viewDidLoad() {
    interactor?.loadProfile(request: ProfileScene.Load.Request())
  }

  /// The user tapped "Edit".
  func editTapped() {
    router?.routeToEditProfile()
  }

  func displayProfile(viewModel: ProfileScene.Load.ViewModel) {
    nameText = viewModel.name
    memberSinceText = viewModel.memberSince
  }

  /// Shows another screen on top (what `present(_:animated:)` does on iOS).
  func show(_ screen: AnyObject) {
    presentedScreen = screen
  }
}
