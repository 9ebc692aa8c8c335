/// Produces every string the screen shows.
@MainActor
final class TemperaturePresenter: TemperaturePresentationLogic {
  weak var viewController: (any TemperatureDisplayLogic)?

  func presentTemperature(response: TemperatureScene.Show.Response) {
    let text: String
    switch response.unit {
    case .celsius:
      text = "\(response.celsius)°C in \(response.city)"
    case .fahrenheit:
      let fahrenheit = Double(response.celsius) * 9 / 5 + 32
      text = "\(Int(fahrenheit.rounded()))°F in \(response.city)"
    }
    let warning = response.isFreezing ? "Freezing: take care on the roads" : nil
    viewController?.displayTemperature(viewModel: .init(text: text, warning: warning))
  }
}
