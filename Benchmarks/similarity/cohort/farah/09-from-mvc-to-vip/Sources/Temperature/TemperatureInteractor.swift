/// Asks the service, remembers the city, the reading and the unit between two taps, and
/// decides whether it is freezing.
@MainActor final class TemperatureInteractor: TemperatureBusinessLogic {
  var presenter: (any TemperaturePresentationLogic)?
  let api: any TemperatureAPI

  private var city = ""
  private var lastCelsius: Int?
  private var unit = TemperatureUnit.celsius

  init(api: any TemperatureAPI) {
    self.api = api
  }

  func load(request: TemperatureScene.Load.Request) {
    city = request.city
    do {
      lastCelsius = try api.currentTemperature(city: request.city)
      presentReading()
    } catch {
      lastCelsius = nil
      presenter?.presentNoReading(response: .init(city: request.city))
    }
  }

  func switchUnit(request: TemperatureScene.SwitchUnit.Request) {
    unit = unit.toggled
    presentReading()
  }

  private func presentReading() {
    guard let celsius = lastCelsius else { return }
    presenter?.presentTemperature(
      response: .init(city: city, celsius: celsius, unit: unit, isFreezing: celsius < 0))
  }
}
