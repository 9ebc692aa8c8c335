/// Writes what the screen reads: the reading in the chosen unit, the warning, and the text
/// when there is no reading. It remembers nothing.
@MainActor final class TemperaturePresenter: TemperaturePresentationLogic {
  weak var viewController: (any TemperatureDisplayLogic)?

  func presentReading(response: TemperatureScene.Show.ReadingResponse) {
    let text: String
    switch response.unit {
    case .celsius:
      text = "\(response.celsius)°C in \(response.city)"
    case .fahrenheit:
      text = "\(fahrenheitDegrees(fromCelsius: response.celsius))°F in \(response.city)"
    }
    let warning: String? = response.isFreezing ? "Freezing: take care on the roads" : nil
    let viewModel = TemperatureScene.Show.ViewModel(text: text, warning: warning)
    viewController?.displayTemperature(viewModel: viewModel)
  }

  func presentNoReading(response: TemperatureScene.Show.NoReadingResponse) {
    let viewModel = TemperatureScene.Show.ViewModel(
      text: "No weather for \(response.city) right now", warning: nil)
    viewController?.displayTemperature(viewModel: viewModel)
  }

  // MARK: - Conversion

  /// Whole degrees Fahrenheit, rounded to the nearest degree.
  private func fahrenheitDegrees(fromCelsius celsius: Int) -> Int {
    let fahrenheit = Double(celsius) * 9 / 5 + 32
    return Int(fahrenheit.rounded())
  }
}
