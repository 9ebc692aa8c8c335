/// Asks the service for the reading, remembers it with the city and the unit between two
/// user actions, and decides whether it freezes. It writes no text.
@MainActor final class TemperatureInteractor: TemperatureBusinessLogic {
  var presenter: (any TemperaturePresentationLogic)?
  private let api: any TemperatureAPI

  private var city: String?
  private var lastCelsius: Int?
  private var unit = TemperatureUnit.celsius

  init(api: any TemperatureAPI) {
    self.api = api
  }

  func loadTemperature(request: TemperatureScene.Load.Request) {
    city = request.city
    do {
      lastCelsius = try api.currentTemperature(city: request.city)
    } catch {
      lastCelsius = nil
      presenter?.presentNoReading(response: .init(city: request.city))
      return
    }
    presentLastReading()
  }

  func switchUnit(request: TemperatureScene.SwitchUnit.Request) {
    unit = unit.other
    presentLastReading()
  }

  /// Without a reading there is nothing new to show: the screen keeps what it says.
  private func presentLastReading() {
    guard let city, let celsius = lastCelsius else { return }
    let response = TemperatureScene.Show.Response(
      city: city, celsius: celsius, unit: unit, isFreezing: celsius < 0)
    presenter?.presentTemperature(response: response)
  }
}
