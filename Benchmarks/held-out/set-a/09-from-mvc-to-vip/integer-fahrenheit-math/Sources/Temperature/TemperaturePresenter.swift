/// The formatting, moved out of the view controller: the unit's conversion and the words.
@MainActor final class TemperaturePresenter: TemperaturePresentationLogic {
  weak var viewController: (any TemperatureDisplayLogic)?

  func presentTemperature(response: TemperatureScene.Show.Response) {
    let viewModel: TemperatureScene.Show.ViewModel
    switch response.reading {
    case .unavailable:
      viewModel = .init(text: "No weather for \(response.city) right now", warning: nil)
    case .celsius(let celsius, let isFreezing):
      let degrees =
        switch response.unit {
        case .celsius: "\(celsius)°C"
        case .fahrenheit: "\(celsius * 9 / 5 + 32)°F"
        }
      viewModel = .init(
        text: "\(degrees) in \(response.city)",
        warning: isFreezing ? "Freezing: take care on the roads" : nil)
    }
    viewController?.displayTemperature(viewModel: viewModel)
  }
}
