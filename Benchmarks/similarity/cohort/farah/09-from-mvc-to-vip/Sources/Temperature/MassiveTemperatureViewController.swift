/// The "before": one view controller that fetches, remembers, decides and formats. It works,
/// but nothing in it can be tested alone, and every change risks the rest. Keep it as the
/// reference of what the screen must do; do not change it.
@MainActor final class MassiveTemperatureViewController {
  let api: any TemperatureAPI
  private(set) var text = ""
  private(set) var warning: String?
  private var city = ""
  private var lastCelsius: Int?
  private var showsFahrenheit = false

  init(api: any TemperatureAPI) {
    self.api = api
  }

  func viewDidLoad(city: String) {
    self.city = city
    do {
      // Networking…
      lastCelsius = try api.currentTemperature(city: city)
      show()
    } catch {
      lastCelsius = nil
      text = "No weather for \(city) right now"
      warning = nil
    }
  }

  /// The °C / °F button: shows the same reading in the other unit, without asking again.
  func unitTapped() {
    showsFahrenheit.toggle()
    show()
  }

  private func show() {
    guard let celsius = lastCelsius else { return }
    // …formatting, a conversion…
    if showsFahrenheit {
      let fahrenheit = Double(celsius) * 9 / 5 + 32
      text = "\(Int(fahrenheit.rounded()))°F in \(city)"
    } else {
      text = "\(celsius)°C in \(city)"
    }
    // …and a business decision, all in one place.
    warning = celsius < 0 ? "Freezing: take care on the roads" : nil
  }
}
