/// Keeps the reading and the unit; converts, and decides freezing on the °C reading.
@MainActor final class WeatherInteractor: WeatherBusinessLogic {
  var formatter: (any WeatherPresentationLogic)?
  var reader: (any ReadingWorkerLogic)?
  private var city = ""
  private var celsius: Int?
  private var inFahrenheit = false

  func open(request: Weather.Open.Request) {
    city = request.city
    celsius = reader?.celsius(in: request.city)
    present()
  }

  func toggleUnit(request: Weather.ToggleUnit.Request) {
    inFahrenheit.toggle()
    if celsius != nil { present() }
  }

  private func present() {
    let degrees = celsius.map { inFahrenheit ? Int((Double($0) * 1.8 + 32).rounded()) : $0 }
    formatter?.presentReading(
      response: .init(
        city: city, degrees: degrees, inFahrenheit: inFahrenheit, freezing: (celsius ?? 0) < 0))
  }
}
