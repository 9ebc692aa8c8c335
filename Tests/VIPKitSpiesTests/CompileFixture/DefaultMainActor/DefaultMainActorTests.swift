import Testing
import XCTest

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

final class DefaultMainActorXCTests: XCTestCase {
  @MainActor func testTheInteractorAsksTheWorker() async {
    let worker = ListWorkingSpy()
    worker.fetchReturnValue = []
    let interactor = ListInteractor(worker: worker)
    interactor.load(request: "x")
    await worker.waitForCall("fetch()")
    XCTAssertEqual(worker.fetchCallsCount, 1)
  }
}
