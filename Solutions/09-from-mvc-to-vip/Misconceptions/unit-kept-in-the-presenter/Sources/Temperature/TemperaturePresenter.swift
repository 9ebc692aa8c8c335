/// The formatting, moved out of the view controller: the unit's conversion and the words.
@MainActor final class TemperaturePresenter: TemperaturePresentationLogic {
  weak var viewController: (any TemperatureDisplayLogic)?
  private var unit = TemperatureUnit.celsius
  private var last: TemperatureScene.Show.Response?

  func presentUnitSwitched() {
    unit = unit == .celsius ? .fahrenheit : .celsius
    if let last, last.reading != .unavailable { presentTemperature(response: last) }
  }

  func presentTemperature(response: TemperatureScene.Show.Response) {
    last = response
    let viewModel: TemperatureScene.Show.ViewModel
    switch response.reading {
    case .unavailable:
      viewModel = .init(text: "No weather for \(response.city) right now", warning: nil)
    case .celsius(let celsius, let isFreezing):
      let degrees =
        switch unit {
        case .celsius: "\(celsius)°C"
        case .fahrenheit: "\(Int((Double(celsius) * 9 / 5 + 32).rounded()))°F"
        }
      viewModel = .init(
        text: "\(degrees) in \(response.city)",
        warning: isFreezing ? "Freezing: take care on the roads" : nil)
    }
    viewController?.displayTemperature(viewModel: viewModel)
  }
}
