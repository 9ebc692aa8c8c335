/// Remembers the city, the last reading and the unit, decides whether it freezes, and tells
/// the presenter what to show. It writes no text.
@MainActor final class TemperatureInteractor: TemperatureBusinessLogic, TemperatureDataStore {
  var presenter: (any TemperaturePresentationLogic)?
  let worker: TemperatureWorker

  private(set) var city = ""
  private(set) var celsius: Int?
  private(set) var unit: TemperatureUnit = .celsius

  init(worker: TemperatureWorker) {
    self.worker = worker
  }

  func loadTemperature(request: TemperatureScene.Load.Request) {
    city = request.city
    celsius = worker.currentCelsius(city: request.city)
    if celsius == nil {
      presenter?.presentNoReading(response: TemperatureScene.NoReading.Response(city: city))
    } else {
      presentCurrentReading()
    }
  }

  func switchUnit(request: TemperatureScene.SwitchUnit.Request) {
    unit = unit.other
    presentCurrentReading()
  }

  private func presentCurrentReading() {
    guard let celsius else { return }
    let response = TemperatureScene.Reading.Response(
      city: city, celsius: celsius, unit: unit, isFreezing: celsius < 0)
    presenter?.presentReading(response: response)
  }
}
