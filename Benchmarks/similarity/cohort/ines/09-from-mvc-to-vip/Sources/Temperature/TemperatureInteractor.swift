/// Asks the service for a city's reading, remembers it with the chosen unit, and decides
/// whether it is freezing. It writes no text.
@MainActor final class TemperatureInteractor: TemperatureBusinessLogic, TemperatureDataStore {
  var presenter: (any TemperaturePresentationLogic)?
  private let api: any TemperatureAPI

  private(set) var currentReading: TemperatureReading?
  private(set) var unit: TemperatureUnit = .celsius

  /// Below this many degrees Celsius the roads may freeze.
  static let freezingPointCelsius = 0

  init(api: any TemperatureAPI) {
    self.api = api
  }

  func loadTemperature(request: TemperatureScene.Load.Request) {
    let city = request.city
    do {
      let celsius = try api.currentTemperature(city: city)
      currentReading = TemperatureReading(city: city, celsius: celsius)
      presentCurrentReading()
    } catch {
      currentReading = nil
      presenter?.presentNoReading(response: TemperatureScene.Show.NoReadingResponse(city: city))
    }
  }

  func switchUnit(request: TemperatureScene.SwitchUnit.Request) {
    unit = unit.switched
    presentCurrentReading()
  }

  // MARK: - Presenting

  /// Presents the remembered reading in the chosen unit; with no reading there is nothing new
  /// to show, and the screen keeps what it shows.
  private func presentCurrentReading() {
    guard let reading = currentReading else {
      return
    }
    let response = TemperatureScene.Show.ReadingResponse(
      city: reading.city,
      celsius: reading.celsius,
      unit: unit,
      isFreezing: isFreezing(celsius: reading.celsius))
    presenter?.presentReading(response: response)
  }

  private func isFreezing(celsius: Int) -> Bool {
    celsius < Self.freezingPointCelsius
  }
}
