/// The decision, moved out of the view controller.
@MainActor final class TemperatureInteractor: TemperatureBusinessLogic {
  var presenter: (any TemperaturePresentationLogic)?
  var worker: (any TemperatureWorkerLogic)?

  func loadTemperature(request: TemperatureScene.Load.Request) {
    guard let worker else { return }
    let celsius = worker.fetchCelsius(city: request.city)
    let response = TemperatureScene.Load.Response(
      celsius: celsius, city: request.city, isFreezing: celsius < 0)
    presenter?.presentTemperature(response: response)
  }
}
