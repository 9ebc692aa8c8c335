/// Asks the service, remembers the city, the reading and the unit, and decides whether it
/// freezes. It writes no text.
@MainActor final class TemperatureInteractor: TemperatureBusinessLogic, TemperatureDataStore {
  var presenter: (any TemperaturePresentationLogic)?
  private let api: any TemperatureAPI

  private(set) var city: String?
  private(set) var celsius: Int?
  private(set) var unit = TemperatureScene.Unit.celsius

  /// Below this, in whole degrees Celsius, the roads may freeze.
  static let freezingPoint = 0

  init(api: any TemperatureAPI) {
    self.api = api
  }

  func loadTemperature(request: TemperatureScene.Load.Request) {
    city = request.city
    celsius = try? api.currentTemperature(city: request.city)
    guard celsius != nil else {
      presenter?.presentTemperature(response: .noReading(city: request.city))
      return
    }
    presentReading()
  }

  func switchUnit(request: TemperatureScene.SwitchUnit.Request) {
    unit = unit.toggled
    presentReading()
  }
}

private extension TemperatureInteractor {
  func presentReading() {
    guard let city, let celsius else { return }
    presenter?.presentTemperature(
      response: .reading(
        city: city, celsius: celsius, unit: unit, isFreezing: celsius < Self.freezingPoint))
  }
}
