import Testing

@testable import LoggedSpies

/// `SpyLog`: one order across several spies, which no spy's own record can show.
@Suite @MainActor struct SpyLogTests {
  @Test func theCycleIsLoggedInOrderAcrossSpies() async {
    let log = SpyLog()
    let presenter = OrderPresentationLogicSpy()
    let worker = OrderWorkerLogicSpy()
    presenter.logCalls(to: log, as: "presenter")
    worker.logCalls(to: log, as: "worker")
    worker.fetchOrderReturnValue = "order 7"
    OrderInteractor(presenter: presenter, worker: worker).load(id: 7)
    #expect(await presenter.waitForCall("presentLoading(_:)", count: 2, timeout: 5))
    #expect(
      log.calls == [
        "presenter.presentLoading(_:)", "worker.fetchOrder(id:)",
        "presenter.presentOrder(response:)", "presenter.presentLoading(_:)",
      ])
    #expect(presenter.presentLoadingReceivedInvocations == [true, false])
  }

  @Test func spiesLogUnderTheirProtocolNameUntilTheyAreGivenOne() async {
    let log = SpyLog()
    let auditor = OrderAuditingSpy()
    auditor.logCalls(to: log)
    await auditor.audit(id: 1)
    let unlogged = OrderWorkerLogicSpy()
    _ = await unlogged.fetchOrder(id: 2)
    #expect(log.calls == ["OrderAuditing.audit(id:)"])
  }
}
