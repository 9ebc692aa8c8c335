/// Remembers the city, the last reading and the unit between two user actions, asks the
/// worker once per opening, and decides whether it freezes.
@MainActor final class TemperatureInteractor: TemperatureBusinessLogic {
  var presenter: (any TemperaturePresentationLogic)?
  var worker: (any TemperatureWorkerLogic)?

  private var city = ""
  private var lastCelsius: Int?
  private var unit: TemperatureUnit = .celsius

  func loadTemperature(request: TemperatureScene.Load.Request) {
    city = request.city
    lastCelsius = fetchCelsius(in: request.city)

    guard let celsius = lastCelsius else {
      presenter?.presentTemperature(response: .noReading(city: city))
      return
    }
    presentReading(celsius)
  }

  func switchUnit(request: TemperatureScene.SwitchUnit.Request) {
    unit.toggle()
    guard let celsius = lastCelsius else { return }
    presentReading(celsius)
  }

  // MARK: - Helpers

  private func fetchCelsius(in city: String) -> Int? {
    guard let worker else { return nil }
    do {
      return try worker.currentCelsius(in: city)
    } catch {
      return nil
    }
  }

  private func presentReading(_ celsius: Int) {
    let response = TemperatureScene.Show.Response.reading(
      city: city, celsius: celsius, unit: unit, isFreezing: celsius < 0)
    presenter?.presentTemperature(response: response)
  }
}
