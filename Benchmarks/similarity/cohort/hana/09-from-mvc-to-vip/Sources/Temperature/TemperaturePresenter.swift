/// Writes every text the Temperature screen shows, and converts to °F when asked.
@MainActor final class TemperaturePresenter: TemperaturePresentationLogic {
  weak var viewController: (any TemperatureDisplayLogic)?

  func presentTemperature(response: TemperatureScene.Show.Response) {
    let viewModel: TemperatureScene.Show.ViewModel
    switch response {
    case let .reading(city, celsius, unit, isFreezing):
      viewModel = TemperatureScene.Show.ViewModel(
        text: "\(degreesText(celsius: celsius, unit: unit)) in \(city)",
        warning: isFreezing ? "Freezing: take care on the roads" : nil)
    case let .noReading(city):
      viewModel = TemperatureScene.Show.ViewModel(
        text: "No weather for \(city) right now", warning: nil)
    }
    viewController?.displayTemperature(viewModel: viewModel)
  }

  private func degreesText(celsius: Int, unit: TemperatureUnit) -> String {
    switch unit {
    case .celsius:
      return "\(celsius)°C"
    case .fahrenheit:
      let fahrenheit = Double(celsius) * 9 / 5 + 32
      return "\(Int(fahrenheit.rounded()))°F"
    }
  }
}
