/// Writes what the user reads: the temperature in the chosen unit, and the warning.
@MainActor final class TemperaturePresenter: TemperaturePresentationLogic {
  weak var viewController: (any TemperatureDisplayLogic)?

  func presentTemperature(response: TemperatureScene.Show.Response) {
    viewController?.displayTemperature(viewModel: Self.viewModel(for: response))
  }

  // MARK: - Formatting

  private static let freezingWarning = "Freezing: take care on the roads"

  private static func viewModel(
    for response: TemperatureScene.Show.Response
  ) -> TemperatureScene.Show.ViewModel {
    switch response {
    case let .reading(reading, unit, isFreezing):
      TemperatureScene.Show.ViewModel(
        text: "\(degrees(reading.celsius, in: unit))\(symbol(of: unit)) in \(reading.city)",
        warning: isFreezing ? freezingWarning : nil)
    case .noReading(let city):
      TemperatureScene.Show.ViewModel(text: "No weather for \(city) right now", warning: nil)
    }
  }

  private static func degrees(_ celsius: Int, in unit: TemperatureUnit) -> Int {
    switch unit {
    case .celsius: celsius
    case .fahrenheit: Int((Double(celsius) * 9 / 5 + 32).rounded())
    }
  }

  private static func symbol(of unit: TemperatureUnit) -> String {
    switch unit {
    case .celsius: "°C"
    case .fahrenheit: "°F"
    }
  }
}
