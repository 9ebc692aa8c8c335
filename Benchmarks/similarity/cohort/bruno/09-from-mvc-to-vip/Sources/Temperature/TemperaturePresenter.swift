/// Writes what the screen shows: the temperature in the chosen unit, the warning, and the
/// text for a missing reading. It keeps nothing between two responses.
@MainActor final class TemperaturePresenter: TemperaturePresentationLogic {
  weak var viewController: (any TemperatureDisplayLogic)?

  func presentReading(response: TemperatureScene.Reading.Response) {
    let viewModel = TemperatureScene.ViewModel(
      text: "\(degreesText(celsius: response.celsius, unit: response.unit)) in \(response.city)",
      warning: response.isFreezing ? freezingWarning() : nil)
    viewController?.displayTemperature(viewModel: viewModel)
  }

  func presentUnavailable(response: TemperatureScene.Unavailable.Response) {
    let viewModel = TemperatureScene.ViewModel(
      text: "No weather for \(response.city) right now",
      warning: nil)
    viewController?.displayTemperature(viewModel: viewModel)
  }

  // MARK: - Formatting

  private func degreesText(celsius: Int, unit: TemperatureUnit) -> String {
    switch unit {
    case .celsius:
      return "\(celsius)°C"
    case .fahrenheit:
      return "\(fahrenheit(fromCelsius: celsius))°F"
    }
  }

  private func fahrenheit(fromCelsius celsius: Int) -> Int {
    let exact = Double(celsius) * 9 / 5 + 32
    return Int(exact.rounded())
  }

  private func freezingWarning() -> String {
    "Freezing: take care on the roads"
  }
}
