/// Writes what the user reads: the temperature in the chosen unit, the warning, and the
/// message when there is no reading. It keeps nothing between two responses.
@MainActor final class TemperaturePresenter: TemperaturePresentationLogic {
  weak var viewController: (any TemperatureDisplayLogic)?

  func presentReading(response: TemperatureScene.Reading.Response) {
    let text: String
    switch response.unit {
    case .celsius:
      text = "\(response.celsius)°C in \(response.city)"
    case .fahrenheit:
      text = "\(fahrenheit(fromCelsius: response.celsius))°F in \(response.city)"
    }
    let warning: String? = response.isFreezing ? "Freezing: take care on the roads" : nil
    viewController?.displayTemperature(
      viewModel: TemperatureScene.ViewModel(text: text, warning: warning))
  }

  func presentNoReading(response: TemperatureScene.NoReading.Response) {
    viewController?.displayTemperature(
      viewModel: TemperatureScene.ViewModel(
        text: "No weather for \(response.city) right now", warning: nil))
  }

  /// Whole degrees Fahrenheit, rounded the way the original screen rounded them.
  private func fahrenheit(fromCelsius celsius: Int) -> Int {
    let degrees: Double = Double(celsius) * 9 / 5 + 32
    return Int(degrees.rounded())
  }
}
