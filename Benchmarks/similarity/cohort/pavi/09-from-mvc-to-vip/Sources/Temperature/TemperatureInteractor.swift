/// Holds the screen's state between user actions (city, last reading, chosen scale) and
/// makes the one business decision: is it freezing?
@MainActor final class TemperatureInteractor: TemperatureBusinessLogic {
  var presenter: (any TemperaturePresentationLogic)?
  var worker: (any TemperatureWorkerLogic)?

  private var currentCity = ""
  private var celsiusReading: Int?
  private var scale: TemperatureScreen.Scale = .celsius

  func openCity(request: TemperatureScreen.Open.Request) {
    currentCity = request.city
    celsiusReading = worker?.currentCelsius(for: request.city)
    presenter?.presentReading(response: currentResponse())
  }

  func toggleScale(request: TemperatureScreen.ToggleScale.Request) {
    scale.flip()
    // Without a reading there is nothing to redraw in the other scale.
    if celsiusReading != nil {
      presenter?.presentReading(response: currentResponse())
    }
  }

  private func currentResponse() -> TemperatureScreen.Reading.Response {
    let outcome: TemperatureScreen.Reading.Outcome
    if let celsius = celsiusReading {
      outcome = .measured(celsius: celsius, freezing: celsius < 0)
    } else {
      outcome = .unavailable
    }
    return TemperatureScreen.Reading.Response(city: currentCity, scale: scale, outcome: outcome)
  }
}

/// Wraps the weather API: a failed request simply means there is no reading.
@MainActor final class TemperatureWorker: TemperatureWorkerLogic {
  private let api: any TemperatureAPI

  init(api: any TemperatureAPI) {
    self.api = api
  }

  func currentCelsius(for city: String) -> Int? {
    try? api.currentTemperature(city: city)
  }
}
