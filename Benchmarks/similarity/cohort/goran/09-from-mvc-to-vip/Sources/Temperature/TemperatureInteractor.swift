/// The scene's memory and decisions: which city, the last reading, the unit, and whether it
/// freezes. It writes no text.
@MainActor final class TemperatureInteractor: TemperatureBusinessLogic {
  var presenter: (any TemperaturePresentationLogic)?
  var worker: (any TemperatureWorkerLogic)?

  /// Below this, in Celsius, the screen warns about the roads.
  static let freezingCelsius: Int = 0

  private var city: String = ""
  private var lastCelsius: Int?
  private var unit: TemperatureUnit = .celsius

  func loadTemperature(request: TemperatureScene.Load.Request) {
    city = request.city
    lastCelsius = worker?.currentCelsius(city: request.city)
    if lastCelsius == nil {
      presenter?.presentNoReading(response: TemperatureScene.NoReading.Response(city: city))
    } else {
      presentLastReading()
    }
  }

  func switchUnit(request: TemperatureScene.SwitchUnit.Request) {
    // The unit is remembered even without a reading: it applies to the next one.
    unit = unit.other
    presentLastReading()
  }

  /// Shows the remembered reading in the current unit; nothing to show without one.
  private func presentLastReading() {
    guard let celsius = lastCelsius else { return }
    let response = TemperatureScene.Reading.Response(
      city: city, celsius: celsius, unit: unit,
      isFreezing: celsius < Self.freezingCelsius)
    presenter?.presentReading(response: response)
  }
}
