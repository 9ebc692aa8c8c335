/// Talks to the weather service for the scene, so the interactor does not depend on how the
/// service answers.
@MainActor final class TemperatureWorker {
  private let api: any TemperatureAPI

  init(api: any TemperatureAPI) {
    self.api = api
  }

  /// The temperature now in °C, or `nil` when the service has no reading.
  func currentCelsius(city: String) -> Int? {
    try? api.currentTemperature(city: city)
  }
}
