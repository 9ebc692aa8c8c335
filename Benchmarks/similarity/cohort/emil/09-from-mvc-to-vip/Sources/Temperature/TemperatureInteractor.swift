/// The scene's memory and decisions: it asks the service for the city the user opens,
/// remembers the reading and the unit between two taps, and decides when to warn.
@MainActor final class TemperatureInteractor: TemperatureBusinessLogic {
  var presenter: (any TemperaturePresentationLogic)?
  private let api: any TemperatureAPI
  private var reading: TemperatureReading?
  private var unit = TemperatureUnit.celsius

  init(api: any TemperatureAPI) {
    self.api = api
  }

  func openCity(request: TemperatureScene.Open.Request) {
    do {
      let celsius = try api.currentTemperature(city: request.city)
      reading = TemperatureReading(city: request.city, celsius: celsius)
      presentReading()
    } catch {
      reading = nil
      presenter?.presentTemperature(response: .noReading(city: request.city))
    }
  }

  func switchUnit(request: TemperatureScene.SwitchUnit.Request) {
    unit = unit.toggled
    presentReading()
  }

  /// Shows the remembered reading in the current unit; with no reading there is nothing new
  /// to show.
  private func presentReading() {
    guard let reading else { return }
    presenter?.presentTemperature(
      response: .reading(reading, unit: unit, isFreezing: reading.isFreezing))
  }
}
