/// What the view may ask of the interactor.
@MainActor protocol ProfileBusinessLogic: AnyObject {
  func loadProfile(request: ProfileScene.Load.Request)
}

/// What the interactor keeps for the router to pass on to the next scene.
@MainActor protocol ProfileDataStore: AnyObject {
  var user: User? { get }
}

/// The business logic: fetches the user through the worker, keeps it, and hands it to the
/// presenter.
@MainActor final class ProfileInteractor: ProfileBusinessLogic, ProfileDataStore {
  var presenter: (any ProfilePresentationLogic)?
  var worker: (any ProfileWorkerLogic)?
  private(set) var user: User?

  func loadProfile(request: ProfileScene.Load.Request) {
    guard let user = worker?.fetchCurrentUser() else { return }
    self.user = user
    presenter?.presentProfile(response: ProfileScene.Load.Response(user: user))
  }
}
