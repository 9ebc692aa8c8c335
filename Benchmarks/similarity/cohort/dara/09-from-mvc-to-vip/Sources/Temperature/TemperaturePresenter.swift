/// Writes what the user reads: the reading in its unit, the warning, the missing reading.
/// It keeps nothing between two responses.
@MainActor final class TemperaturePresenter: TemperaturePresentationLogic {
  weak var viewController: (any TemperatureDisplayLogic)?

  func presentTemperature(response: TemperatureScene.Show.Response) {
    let text = formatReading(celsius: response.celsius, unit: response.unit, city: response.city)

    var warning: String? = nil
    if response.isFreezing {
      warning = "Freezing: take care on the roads"
    }

    let viewModel = TemperatureScene.Show.ViewModel(text: text, warning: warning)
    viewController?.displayTemperature(viewModel: viewModel)
  }

  func presentNoReading(response: TemperatureScene.NoReading.Response) {
    let viewModel = TemperatureScene.Show.ViewModel(
      text: "No weather for \(response.city) right now", warning: nil)
    viewController?.displayTemperature(viewModel: viewModel)
  }

  // MARK: - Formatting helpers

  private func formatReading(celsius: Int, unit: TemperatureUnit, city: String) -> String {
    if unit == .fahrenheit {
      let fahrenheit = toFahrenheit(celsius: celsius)
      return "\(fahrenheit)°F in \(city)"
    } else {
      return "\(celsius)°C in \(city)"
    }
  }

  private func toFahrenheit(celsius: Int) -> Int {
    let fahrenheit = Double(celsius) * 9 / 5 + 32
    return Int(fahrenheit.rounded())
  }
}
