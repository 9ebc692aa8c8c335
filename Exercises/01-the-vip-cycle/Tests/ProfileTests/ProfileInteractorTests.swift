import Testing

@testable import Profile

/// The interactor alone, with spies in place of its presenter and worker.
@Suite("ProfileInteractor")
@MainActor
struct ProfileInteractorTests {
  @Test("loading asks the worker for the user and presents it")
  func loadPresentsTheWorkersUser() {
    // Given
    let interactor = ProfileInteractor()
    let presenter = ProfilePresentationLogicSpy()
    let worker = ProfileWorkerLogicSpy()
    worker.fetchCurrentUserReturnValue = User(
      firstName: "Grace", lastName: "Hopper", joinedYear: 1952)
    interactor.presenter = presenter
    interactor.worker = worker

    // When
    interactor.loadProfile(request: ProfileScene.Load.Request())

    // Then
    #expect(worker.fetchCurrentUserCallsCount == 1)
    #expect(presenter.presentProfileCallsCount == 1)
    #expect(presenter.presentProfileReceivedResponse?.user.lastName == "Hopper")
    #expect(interactor.user?.firstName == "Grace", "The interactor keeps the user for the router.")
  }

  @Test("with no signed-in user, nothing is presented")
  func noUserPresentsNothing() {
    let interactor = ProfileInteractor()
    let presenter = ProfilePresentationLogicSpy()
    let worker = ProfileWorkerLogicSpy()
    interactor.presenter = presenter
    interactor.worker = worker

    interactor.loadProfile(request: ProfileScene.Load.Request())

    #expect(presenter.presentProfileCalled == false)
  }
}
