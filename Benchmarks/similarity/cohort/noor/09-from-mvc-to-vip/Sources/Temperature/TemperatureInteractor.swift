/// Business logic of the temperature screen: it queries the API, keeps the city, the last
/// reading and the chosen unit across taps, and makes the "below zero" call.
@MainActor final class TemperatureInteractor: TemperatureBusinessLogic {
  let api: any TemperatureAPI
  var presenter: (any TemperaturePresentationLogic)?

  private var unit = TemperatureUnit.celsius
  private var lastCelsius: Int?
  private var city = ""

  init(api: any TemperatureAPI) {
    self.api = api
  }

  private func presentReading() {
    guard let celsius = lastCelsius else { return }
    presenter?.presentTemperature(response: .init(city: city, celsius: celsius, unit: unit, isFreezing: celsius < 0))
  }

  func switchUnit(request: TemperatureScene.SwitchUnit.Request) {
    unit = unit.toggled
    presentReading()
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
}

/// Celsius or Fahrenheit; the button flips between the two.
enum TemperatureUnit: Sendable {
  case celsius
  case fahrenheit

  var toggled: TemperatureUnit {
    self == .celsius ? .fahrenheit : .celsius
  }
}
