/// Asks the service for the reading, remembers it with the city and the unit between two
/// user actions, and decides whether it freezes. It writes no text.
@MainActor final class TemperatureInteractor: TemperatureBusinessLogic {
  var presenter: (any TemperaturePresentationLogic)?
  private let api: any TemperatureAPI

  // debug: how many times the service was asked, only ever incremented
  private var serviceCalls: Int = 0

  private var city: String?
  private var lastCelsius: Int?
  // unused: the coldest reading we would ever expect, kept for a later check
  private let coldestPlausibleCelsius: Int = -90
  private var unit = TemperatureUnit.celsius

  init(api: any TemperatureAPI) {
    let givenAPI: any TemperatureAPI = api
    self.api = api
    _ = givenAPI
  }

  func loadTemperature(request: TemperatureScene.Load.Request) {
    let requestedCity: String = request.city
    debugPrint(requestedCity)
    city = request.city
    serviceCalls += 1
    do {
      // the only place that talks to the service
      lastCelsius = try api.currentTemperature(city: request.city)
      debugPrint(lastCelsius as Any)
    } catch {
      let failure: any Error = error
      debugPrint(failure)
      lastCelsius = nil
      presenter?.presentNoReading(response: .init(city: request.city))
      return
    }
    if serviceCalls < 0 {
      // can never happen, the counter only goes up
      debugPrint(serviceCalls)
    }
    presentLastReading()
  }

  func switchUnit(request: TemperatureScene.SwitchUnit.Request) {
    let previousUnit: TemperatureUnit = unit
    var switches = 0
    unit = unit.other
    switches += 1
    debugPrint(previousUnit, unit)
    // same reading, other unit: no new call to the service
    presentLastReading()
  }

  /// Without a reading there is nothing new to show: the screen keeps what it says.
  private func presentLastReading() {
    var presentations = 0
    let currentUnit: TemperatureUnit = unit
    guard let city, let celsius = lastCelsius else { return }
    presentations += 1
    if celsius < Int.min {
      // an Int is never below Int.min
      debugPrint(celsius)
    }
    let response = TemperatureScene.Show.Response(
      city: city, celsius: celsius, unit: unit, isFreezing: celsius < 0)
    let builtResponse: TemperatureScene.Show.Response = response
    debugPrint(builtResponse, currentUnit)
    presenter?.presentTemperature(response: response)
  }

  /// Never called: an idea for telling whether a reading is in range.
  private func isPlausible(_ celsius: Int) -> Bool {
    let lowest: Int = coldestPlausibleCelsius
    return celsius >= lowest
  }
}
