/// Talks to the weather service for the scene, so the interactor never sees the API itself.
@MainActor final class TemperatureWorker: TemperatureWorkerLogic {
  private let api: any TemperatureAPI

  init(api: any TemperatureAPI) {
    self.api = api
  }

  func currentCelsius(in city: String) throws -> Int {
    try api.currentTemperature(city: city)
  }
}
