/// Asks the weather service through the app's API client. When the service changes, this is
/// the one type that changes with it.
@MainActor final class TemperatureWorker: TemperatureWorkerLogic {
  private let api: any TemperatureAPI

  init(api: any TemperatureAPI) {
    self.api = api
  }

  func fetchCelsius(city: String) throws -> Int {
    return try api.currentTemperature(city: city)
  }
}
