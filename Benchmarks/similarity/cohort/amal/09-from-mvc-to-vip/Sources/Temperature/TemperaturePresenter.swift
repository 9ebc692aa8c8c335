/// Writes what the user reads: the temperature in the chosen unit, the warning, the message
/// when there is no reading.
@MainActor final class TemperaturePresenter: TemperaturePresentationLogic {
  weak var viewController: (any TemperatureDisplayLogic)?

  func presentReading(response: TemperatureScene.Reading.Response) {
    let degrees: String
    switch response.unit {
    case .celsius:
      degrees = "\(response.celsius)°C"
    case .fahrenheit:
      let fahrenheit = Double(response.celsius) * 9 / 5 + 32
      degrees = "\(Int(fahrenheit.rounded()))°F"
    }
    let viewModel = TemperatureScene.ViewModel(
      text: "\(degrees) in \(response.city)",
      warning: response.isFreezing ? "Freezing: take care on the roads" : nil)
    viewController?.displayTemperature(viewModel: viewModel)
  }

  func presentNoReading(response: TemperatureScene.NoReading.Response) {
    let viewModel = TemperatureScene.ViewModel(
      text: "No weather for \(response.city) right now", warning: nil)
    viewController?.displayTemperature(viewModel: viewModel)
  }
}
