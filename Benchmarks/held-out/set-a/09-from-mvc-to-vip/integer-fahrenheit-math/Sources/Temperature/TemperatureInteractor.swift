/// What the scene knows (the city, the last reading, the unit) and decides (freezing is below
/// zero), moved out of the view controller.
@MainActor final class TemperatureInteractor: TemperatureBusinessLogic {
  var presenter: (any TemperaturePresentationLogic)?
  var worker: (any TemperatureWorkerLogic)?
  private var city = ""
  private var lastCelsius: Int?
  private var unit = TemperatureUnit.celsius

  func loadTemperature(request: TemperatureScene.Load.Request) {
    guard let worker else { return }
    city = request.city
    lastCelsius = try? worker.fetchCelsius(city: request.city)
    show()
  }

  func switchUnit(request: TemperatureScene.SwitchUnit.Request) {
    unit = unit == .celsius ? .fahrenheit : .celsius
    // The reading is kept: switching shows it again, without asking the service.
    guard lastCelsius != nil else { return }
    show()
  }

  private func show() {
    let reading: TemperatureScene.Show.Response.Reading =
      lastCelsius.map { .celsius($0, isFreezing: $0 < 0) } ?? .unavailable
    presenter?.presentTemperature(response: .init(city: city, reading: reading, unit: unit))
  }
}
