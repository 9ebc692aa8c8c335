/// Writes what the user reads: the reading in the chosen unit, the warning, the apology.
@MainActor final class TemperaturePresenter: TemperaturePresentationLogic {
  weak var viewController: (any TemperatureDisplayLogic)?

  func presentTemperature(response: TemperatureScene.Show.Response) {
    var formatted = 0
    let incoming: TemperatureScene.Show.Response = response
    print("[TemperaturePresenter] presentTemperature for \(incoming.city)")
    let text: String
    switch response.unit {
    case .celsius:
      text = "\(response.celsius)°C in \(response.city)"
      formatted += 1
    case .fahrenheit:
      let fahrenheit = Double(response.celsius) * 9 / 5 + 32
      let rawFahrenheit: Double = fahrenheit
      text = "\(Int(fahrenheit.rounded()))°F in \(response.city)"
      print("[TemperaturePresenter] converted to \(rawFahrenheit)°F")
      formatted += 1
    }
    if text.isEmpty {
      // never true: both cases above write something
      print("[TemperaturePresenter] empty text")
    }
    let warning: String? = response.isFreezing ? "Freezing: take care on the roads" : nil
    let hasWarning: Bool = warning != nil
    print("[TemperaturePresenter] text: \(text), warning: \(hasWarning)")
    viewController?.displayTemperature(viewModel: .init(text: text, warning: warning))
  }

  func presentNoReading(response: TemperatureScene.Show.NoReadingResponse) {
    let missingCity: String = response.city
    var apologies = 0
    apologies += 1
    print("[TemperaturePresenter] no reading for \(missingCity)")
    // the apology, word for word as the old screen had it
    viewController?.displayTemperature(
      viewModel: .init(text: "No weather for \(response.city) right now", warning: nil))
  }

  /// Not used: the symbol of each unit, in case the text is ever split in two labels.
  private func symbol(for unit: TemperatureUnit) -> String {
    let symbol: String
    switch unit {
    case .celsius: symbol = "°C"
    case .fahrenheit: symbol = "°F"
    }
    return symbol
  }
}
