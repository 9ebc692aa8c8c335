/// Produces every string the temperature screen shows.
@MainActor final class TemperaturePresenter: TemperaturePresentationLogic {
  weak var viewController: (any TemperatureDisplayLogic)?

  func presentReading(response: TemperatureScreen.Reading.Response) {
    let viewModel: TemperatureScreen.Reading.ViewModel
    switch response.outcome {
    case .unavailable:
      viewModel = .init(text: "No weather for \(response.city) right now", warning: nil)
    case let .measured(celsius, freezing):
      viewModel = .init(
        text: "\(formatted(celsius, as: response.scale)) in \(response.city)",
        warning: freezing ? "Freezing: take care on the roads" : nil)
    }
    viewController?.displayReading(viewModel: viewModel)
  }

  private func formatted(_ celsius: Int, as scale: TemperatureScreen.Scale) -> String {
    switch scale {
    case .celsius:
      return "\(celsius)°C"
    case .fahrenheit:
      let fahrenheit = (Double(celsius) * 9 / 5 + 32).rounded()
      return "\(Int(fahrenheit))°F"
    }
  }
}
