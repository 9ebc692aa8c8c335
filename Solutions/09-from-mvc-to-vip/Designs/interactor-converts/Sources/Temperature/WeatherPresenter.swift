/// Writes the reading.
@MainActor final class WeatherPresenter: WeatherPresentationLogic {
  weak var display: (any WeatherDisplayLogic)?

  func presentReading(response: Weather.Response) {
    guard let degrees = response.degrees else {
      display?.displayReading(viewModel: .init(text: "No weather for \(response.city) right now"))
      return
    }
    display?.displayReading(
      viewModel: .init(
        text: "\(degrees)°\(response.inFahrenheit ? "F" : "C") in \(response.city)",
        warning: response.freezing ? "Freezing: take care on the roads" : nil))
  }
}
