/// Writes what the user reads: the reading in the chosen unit, the warning, or the apology.
@MainActor final class TemperaturePresenter: TemperaturePresentationLogic {
  weak var viewController: (any TemperatureDisplayLogic)?

  func presentTemperature(response: TemperatureScene.Show.Response) {
    let viewModel: TemperatureScene.Show.ViewModel
    switch response {
    case let .reading(city, celsius, unit, isFreezing):
      viewModel = .init(
        text: "\(degrees(celsius, in: unit)) in \(city)",
        warning: isFreezing ? "Freezing: take care on the roads" : nil)
    case .noReading(let city):
      viewModel = .init(text: "No weather for \(city) right now", warning: nil)
    }
    viewController?.displayTemperature(viewModel: viewModel)
  }
}

private extension TemperaturePresenter {
  func degrees(_ celsius: Int, in unit: TemperatureScene.Unit) -> String {
    switch unit {
    case .celsius:
      return "\(celsius)°C"
    case .fahrenheit:
      let fahrenheit = Double(celsius) * 9 / 5 + 32
      return "\(Int(fahrenheit.rounded()))°F"
    }
  }
}
