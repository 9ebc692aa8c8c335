/// The networking, moved out of the view controller.
@MainActor final class TemperatureWorker: TemperatureWorkerLogic {
  let api: any TemperatureAPI

  init(api: any TemperatureAPI) {
    self.api = api
  }

  func fetchCelsius(city: String) throws -> Int {
    try api.currentTemperature(city: city)
  }
}
