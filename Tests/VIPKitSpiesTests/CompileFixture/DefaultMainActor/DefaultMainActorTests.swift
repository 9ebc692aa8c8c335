import Testing

@testable import DefaultMainActor

@MainActor @Test func spiesOfAMainActorByDefaultModuleWaitForCalls() async {
  let worker = ListWorkingSpy()
  worker.fetchReturnValue = ["a"]
  let presenter = ListPresentationLogicSpy()
  let interactor = ListInteractor(worker: worker)
  interactor.presenter = presenter
  interactor.load(request: "x")
  await presenter.waitForCall("present(items:)")
  #expect(presenter.presentReceivedItems == ["a"])
  #expect(worker.fetchCallsCount == 1)
}
