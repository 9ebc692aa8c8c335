/// Writes everything the screen reads: the reading in the right unit, the warning, the apology.
@MainActor final class TemperaturePresenter: TemperaturePresentationLogic {
  weak var viewController: (any TemperatureDisplayLogic)?

  func presentMissingReading(response: TemperatureScene.Show.MissingReadingResponse) {
    let viewModel = TemperatureScene.Show.ViewModel(
      text: "No weather for \(response.city) right now", warning: nil)
    viewController?.displayReading(viewModel: viewModel)
  }

  func presentReading(response: TemperatureScene.Show.Response) {
    let degrees =
      response.scale == .fahrenheit
      ? "\(fahrenheit(fromCelsius: response.celsius))°F"
      : "\(response.celsius)°C"
    let warning: String?
    if response.isFreezing {
      warning = "Freezing: take care on the roads"
    } else {
      warning = nil
    }
    viewController?.displayReading(
      viewModel: .init(text: "\(degrees) in \(response.city)", warning: warning))
  }

  /// Whole degrees Fahrenheit, rounded to the nearest.
  private func fahrenheit(fromCelsius celsius: Int) -> Int {
    Int((Double(celsius) * 9 / 5 + 32).rounded())
  }
}
