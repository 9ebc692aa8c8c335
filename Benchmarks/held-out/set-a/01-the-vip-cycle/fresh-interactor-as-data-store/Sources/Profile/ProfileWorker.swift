/// The side effects the interactor needs: here, reading the signed-in user.
@MainActor protocol ProfileWorkerLogic: AnyObject {
  func fetchCurrentUser() -> User?
}

/// Reads the user from the app's shared store.
@MainActor final class ProfileWorker: ProfileWorkerLogic {
  let store: UserStore

  init(store: UserStore = .shared) {
    self.store = store
  }

  func fetchCurrentUser() -> User? {
    store.currentUser
  }
}

/// The app's store of the signed-in user, shared by every scene (it is not part of the
/// scene, and outlives it on purpose).
@MainActor final class UserStore {
  static let shared = UserStore(
    currentUser: User(firstName: "Ada", lastName: "Lovelace", joinedYear: 2015))

  var currentUser: User?

  init(currentUser: User?) {
    self.currentUser = currentUser
  }
}
