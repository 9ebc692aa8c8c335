import Testing
import VIPKit

@testable import Forecast

/// The interactor calls an async worker from a Task, so `loadForecast` returns before the
/// answer. The tests wait for the presenter's calls with `waitForCall`, which returns as soon
/// as the call happens: no sleeping, and no waiting longer than needed.
@Suite("ForecastInteractor")
@MainActor
struct ForecastInteractorTests {
  let interactor = ForecastInteractor()
  let presenter = ForecastPresentationLogicSpy()
  let worker = ForecastWorkerLogicSpy()

  init() {
    interactor.presenter = presenter
    interactor.worker = worker
  }

  @Test("loading, then the forecast, then loading ends")
  func success() async {
    worker.fetchForecastReturnValue = Forecast(city: "Lyon", highCelsius: 12, summary: "Rain")

    interactor.loadForecast(request: ForecastScene.Load.Request(city: "Lyon"))

    #expect(
      presenter.presentLoadingReceivedInvocations.first == true,
      "Loading must be reported at once, before the worker is asked: the user sees the screen wait."
    )
    let ended = await presenter.waitForCall("presentLoading(isLoading:)", count: 2, timeout: 1)
    #expect(
      ended,
      "Loading never ended: once the worker answers, the presenter must hear that loading is over.")
    #expect(worker.fetchForecastReceivedCity == "Lyon", "Ask the worker for the requested city.")
    #expect(
      presenter.recordedCalls
        == ["presentLoading(isLoading:)", "presentForecast(_:)", "presentLoading(isLoading:)"],
      "The order matters: loading starts, the forecast is shown, loading ends.")
    #expect(presenter.presentLoadingReceivedInvocations == [true, false])
    #expect(
      presenter.presentForecastReceivedForecast
        == Forecast(city: "Lyon", highCelsius: 12, summary: "Rain"))
  }

  @Test("the worker is asked after loading starts, and answers before the forecast is shown")
  func orderAcrossTheCycle() async {
    // One log for both spies: it shows the order across objects, which neither spy's
    // `recordedCalls` can.
    let log = SpyLog()
    presenter.logCalls(to: log, as: "presenter")
    worker.logCalls(to: log, as: "worker")
    worker.fetchForecastReturnValue = Forecast(city: "Lyon", highCelsius: 12, summary: "Rain")

    interactor.loadForecast(request: ForecastScene.Load.Request(city: "Lyon"))

    _ = await presenter.waitForCall("presentLoading(isLoading:)", count: 2, timeout: 1)
    #expect(
      log.calls == [
        "presenter.presentLoading(isLoading:)", "worker.fetchForecast(city:)",
        "presenter.presentForecast(_:)", "presenter.presentLoading(isLoading:)",
      ],
      "The cycle, across objects: loading starts, the worker is asked, its forecast is presented, loading ends."
    )
  }

  @Test(
    "when the worker fails, the error is shown and loading still ends",
    arguments: [ForecastError.offline, .unknownCity])
  func failure(error: ForecastError) async {
    worker.fetchForecastThrowableError = error

    interactor.loadForecast(request: ForecastScene.Load.Request(city: "Atlantis"))

    let ended = await presenter.waitForCall("presentLoading(isLoading:)", count: 2, timeout: 1)
    #expect(
      ended,
      "Loading never ended after an error: ending the loading belongs to every path, the failing one too, not only to the one where the forecast arrives."
    )
    #expect(
      presenter.recordedCalls
        == ["presentLoading(isLoading:)", "presentError(_:)", "presentLoading(isLoading:)"],
      "Catch the worker's error, present it, then end the loading.")
    #expect(presenter.presentErrorReceivedError == error)
    #expect(!presenter.presentForecastCalled)
  }

  @Test("with no worker to ask, the screen is not left loading")
  func noWorker() async {
    interactor.worker = nil

    interactor.loadForecast(request: ForecastScene.Load.Request(city: "Lyon"))
    for _ in 0..<20 { await Task.yield() }

    #expect(
      presenter.presentLoadingReceivedInvocations.last != true,
      """
      Loading was reported and never ended: with no worker there is nothing to wait for, \
      yet the spinner turns forever. Every path that starts loading must end it, the one \
      that gives up early too; or give up before reporting loading at all.
      """)
  }

  @Test("the task does not keep the interactor alive while the worker is still working")
  func releasedWhileWaiting() async {
    let answer = HeldAnswer()
    weak var released: ForecastInteractor?
    do {
      let shortLived = ForecastInteractor()
      shortLived.presenter = presenter
      shortLived.worker = worker
      worker.fetchForecastClosure = { _ in await answer.wait() }
      shortLived.loadForecast(request: ForecastScene.Load.Request(city: "Lyon"))
      released = shortLived
      // The task has started: it is at its `await`, and the worker has not answered yet.
      let asked = await worker.waitForCall("fetchForecast(city:)", timeout: 1)
      #expect(asked, "The worker was never asked for the forecast: start a Task that awaits it.")
    }
    #expect(
      released == nil,
      """
      The interactor is still alive after the scene let it go, because the task holds it \
      strongly across the `await` while the worker works: a strong `self` for the length of an \
      `await` keeps the whole scene alive until the network answers, however long that takes. \
      Capturing self weakly is not enough if the task then makes `self` strong before it \
      waits (`guard let self`): the task must hold nothing of the interactor while it waits.
      """)
    // The task may end now; with the interactor gone it has nobody to tell.
    answer.give(Forecast(city: "Lyon", highCelsius: 12, summary: "Rain"))
  }

  @Test("the scene, loaded and released, leaves nothing behind once the task is done")
  func nothingLeftBehind() async {
    // The task is done before the scene is let go: the answer comes, loading ends, then the
    // scene is released and judged. Nothing here races: when the task runs is the test's to
    // choose (a scene let go while the worker still waits is the test above, and the
    // recorded scenarios).
    await assertNoLeaks(
      settlingFor: 1,
      {
        let interactor = ForecastInteractor()
        let worker = ForecastWorkerLogicSpy()
        worker.fetchForecastReturnValue = Forecast(city: "Lyon", highCelsius: 12, summary: "Rain")
        interactor.presenter = ForecastPresentationLogicSpy()
        interactor.worker = worker
        interactor.loadForecast(request: ForecastScene.Load.Request(city: "Lyon"))
        return interactor
      },
      after: { interactor in
        guard let presenter = interactor.presenter as? ForecastPresentationLogicSpy else { return }
        _ = await presenter.waitForCall("presentLoading(isLoading:)", count: 2, timeout: 1)
      })
  }
}

/// A worker's answer held back until the test gives it, so the interactor's task sits at its
/// `await` for as long as the test needs.
@MainActor final class HeldAnswer {
  private var waiting: CheckedContinuation<Forecast, Never>?

  func wait() async -> Forecast {
    await withCheckedContinuation { waiting = $0 }
  }

  func give(_ forecast: Forecast) {
    waiting?.resume(returning: forecast)
    waiting = nil
  }
}
