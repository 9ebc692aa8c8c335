/// Wraps the app's API client, so the interactor never sees the service's errors or type.
@MainActor final class TemperatureWorker: TemperatureWorkerLogic {
  private let api: any TemperatureAPI

  init(api: any TemperatureAPI) {
    self.api = api
  }

  func currentCelsius(city: String) -> Int? {
    // Any failure means the same thing to the scene: no reading right now.
    try? api.currentTemperature(city: city)
  }
}
