/// Asks the service for a city's temperature, remembers the last reading and the unit, and
/// decides whether it freezes. It writes no text.
@MainActor final class TemperatureInteractor: TemperatureBusinessLogic {
  var presenter: (any TemperaturePresentationLogic)?

  private let api: any TemperatureAPI
  private var lastReading: (city: String, celsius: Int)?
  private var unit = TemperatureUnit.celsius

  init(api: any TemperatureAPI) {
    self.api = api
  }

  func loadTemperature(request: TemperatureScene.Load.Request) {
    let city = request.city
    do {
      let celsius = try api.currentTemperature(city: city)
      lastReading = (city: city, celsius: celsius)
      presentLastReading()
    } catch {
      lastReading = nil
      presenter?.presentUnavailable(response: TemperatureScene.Unavailable.Response(city: city))
    }
  }

  func switchUnit(request: TemperatureScene.SwitchUnit.Request) {
    unit.toggle()
    presentLastReading()
  }

  // MARK: - Rules

  private func isFreezing(celsius: Int) -> Bool {
    celsius < 0
  }

  private func presentLastReading() {
    guard let reading = lastReading else { return }
    let response = TemperatureScene.Reading.Response(
      city: reading.city,
      celsius: reading.celsius,
      unit: unit,
      isFreezing: isFreezing(celsius: reading.celsius))
    presenter?.presentReading(response: response)
  }
}
