import Testing
import VIPKit

@testable import Temperature

/// The split must not change what the screen shows: the VIP scene and the massive view
/// controller, given the same answer from the service, show the same text.
@Suite("From MVC to VIP: same behaviour")
@MainActor
struct SameBehaviourTests {
  @Test("the VIP scene shows what the massive view controller showed", arguments: [12, 0, -3])
  func sameScreen(celsius: Int) {
    let api = FakeTemperatureAPI(celsius: celsius)
    let before = MassiveTemperatureViewController(api: api)
    before.viewDidLoad(city: "Lyon")
    let after = TemperatureConfigurator.configure(api: api)
    after.viewDidLoad(city: "Lyon")

    #expect(
      after.text == before.text, "At \(celsius)°C the text differs from the original screen's.")
    #expect(
      after.warning == before.warning,
      "At \(celsius)°C the warning differs from the original screen's.")
  }

  @Test("the scene is wired and frees its memory")
  func wiring() {
    assertVIPCycle(TemperatureConfigurator.configure(api: FakeTemperatureAPI(celsius: 1)))
    assertNoLeaks { TemperatureConfigurator.configure(api: FakeTemperatureAPI(celsius: 1)) }
  }
}

/// Each component alone, which the massive view controller never allowed.
@Suite("From MVC to VIP: each component alone")
@MainActor
struct ComponentTests {
  @Test("the worker asks the API for the city")
  func worker() {
    let worker = TemperatureWorker(api: FakeTemperatureAPI(celsius: 17))
    #expect(worker.fetchCelsius(city: "Lyon") == 17, "The worker returns what the API answers.")
  }

  @Test(
    "the interactor decides: below zero is freezing, zero is not",
    arguments: [(-1, true), (0, false), (5, false)])
  func interactor(celsius: Int, isFreezing: Bool) {
    let interactor = TemperatureInteractor()
    let worker = TemperatureWorkerLogicSpy()
    let presenter = TemperaturePresentationLogicSpy()
    interactor.worker = worker
    interactor.presenter = presenter
    worker.fetchCelsiusReturnValue = celsius

    interactor.loadTemperature(request: TemperatureScene.Load.Request(city: "Lyon"))

    #expect(worker.fetchCelsiusReceivedCity == "Lyon", "Ask the worker for the requested city.")
    #expect(
      presenter.presentTemperatureReceivedResponse
        == TemperatureScene.Load.Response(celsius: celsius, city: "Lyon", isFreezing: isFreezing),
      "The interactor passes the raw values and its decision (isFreezing: celsius < 0) to the presenter."
    )
  }

  @Test(
    "the presenter formats",
    arguments: [(false, String?.none), (true, "Freezing: take care on the roads")])
  func presenter(isFreezing: Bool, warning: String?) {
    let presenter = TemperaturePresenter()
    let view = TemperatureDisplayLogicSpy()
    presenter.viewController = view

    presenter.presentTemperature(
      response: TemperatureScene.Load.Response(celsius: -2, city: "Oslo", isFreezing: isFreezing))

    #expect(
      view.displayTemperatureReceivedViewModel
        == TemperatureScene.Load.ViewModel(text: "-2°C in Oslo", warning: warning),
      """
      The presenter writes "-2°C in Oslo", and the warning exactly when the response says \
      isFreezing, whatever the number: whether it is freezing is a business decision, made once \
      by the interactor; the presenter only turns that decision into words.
      """)
  }
}
