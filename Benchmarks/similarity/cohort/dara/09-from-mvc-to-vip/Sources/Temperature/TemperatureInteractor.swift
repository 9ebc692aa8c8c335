/// The scene's decisions and memory: it asks the worker once per opened city, remembers the
/// reading and the unit between two taps, and decides whether the reading freezes.
@MainActor final class TemperatureInteractor: TemperatureBusinessLogic, TemperatureDataStore {
  var presenter: (any TemperaturePresentationLogic)?
  var worker: (any TemperatureWorkerLogic)?

  private(set) var city = String()
  private(set) var lastCelsius: Int?
  private(set) var unit: TemperatureUnit = .celsius

  /// Below this many degrees Celsius the roads may freeze.
  static let freezingPoint = 0

  func loadTemperature(request: TemperatureScene.Load.Request) {
    city = request.city

    guard let worker = worker else {
      lastCelsius = nil
      presenter?.presentNoReading(response: TemperatureScene.NoReading.Response(city: city))
      return
    }

    do {
      let celsius = try worker.fetchCelsius(city: city)
      lastCelsius = celsius
      presentLastReading()
    } catch {
      lastCelsius = nil
      presenter?.presentNoReading(response: TemperatureScene.NoReading.Response(city: city))
    }
  }

  func switchUnit(request: TemperatureScene.SwitchUnit.Request) {
    if unit == .celsius {
      unit = .fahrenheit
    } else {
      unit = .celsius
    }
    presentLastReading()
  }

  // MARK: - Helpers

  /// Shows the remembered reading in the current unit; with no reading there is nothing new
  /// to show.
  private func presentLastReading() {
    guard let celsius = lastCelsius else {
      return
    }
    let response = TemperatureScene.Show.Response(
      city: city,
      celsius: celsius,
      unit: unit,
      isFreezing: isFreezing(celsius: celsius))
    presenter?.presentTemperature(response: response)
  }

  private func isFreezing(celsius: Int) -> Bool {
    if celsius < TemperatureInteractor.freezingPoint {
      return true
    } else {
      return false
    }
  }
}
