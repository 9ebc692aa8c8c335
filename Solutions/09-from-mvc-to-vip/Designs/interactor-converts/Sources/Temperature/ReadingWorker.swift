@MainActor final class ReadingWorker: ReadingWorkerLogic {
  private let api: any TemperatureAPI

  init(api: any TemperatureAPI) {
    self.api = api
  }

  func celsius(in city: String) -> Int? {
    try? api.currentTemperature(city: city)
  }
}
