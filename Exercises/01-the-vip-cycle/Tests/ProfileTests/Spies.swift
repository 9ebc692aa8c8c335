@testable import Profile

// Spies stand in for a component's neighbours: they record each call and its arguments, and
// return what the test sets. Exercise 07 generates these with `vipkit spies`.

@MainActor final class ProfileDisplayLogicSpy: ProfileDisplayLogic {
  private(set) var displayProfileCallsCount = 0
  private(set) var displayProfileReceivedViewModel: ProfileScene.Load.ViewModel?
  var displayProfileCalled: Bool { displayProfileCallsCount > 0 }

  func displayProfile(viewModel: ProfileScene.Load.ViewModel) {
    displayProfileCallsCount += 1
    displayProfileReceivedViewModel = viewModel
  }
}

@MainActor final class ProfilePresentationLogicSpy: ProfilePresentationLogic {
  private(set) var presentProfileCallsCount = 0
  private(set) var presentProfileReceivedResponse: ProfileScene.Load.Response?
  var presentProfileCalled: Bool { presentProfileCallsCount > 0 }

  func presentProfile(response: ProfileScene.Load.Response) {
    presentProfileCallsCount += 1
    presentProfileReceivedResponse = response
  }
}

@MainActor final class ProfileWorkerLogicSpy: ProfileWorkerLogic {
  private(set) var fetchCurrentUserCallsCount = 0
  var fetchCurrentUserReturnValue: User?

  func fetchCurrentUser() -> User? {
    fetchCurrentUserCallsCount += 1
    return fetchCurrentUserReturnValue
  }
}
