/// The "before": one view controller that fetches, decides and formats. It works, but nothing
/// in it can be tested alone, and every change risks the rest. Keep it as the reference of
/// what the screen must show; do not change it.
@MainActor final class MassiveTemperatureViewController {
  let api: any TemperatureAPI
  private(set) var text = ""
  private(set) var warning: String?

  init(api: any TemperatureAPI) {
    self.api = api
  }

  func viewDidLoad(city: String) {
    // Networking…
    let celsius = api.currentTemperature(city: city)
    // …formatting…
    text = "\(celsius)°C in \(city)"
    // …and a business decision, all in one place.
    warning = celsius < 0 ? "Freezing: take care on the roads" : nil
  }
}
