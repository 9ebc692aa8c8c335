import UIKit

/// The "before": one view controller that fetches, remembers, decides and formats. It works,
/// but nothing in it can be tested alone, and every change risks the rest. Keep it as the
/// reference of what the screen must do; do not change it.
final class MassiveTemperatureViewController: UIViewController {
  let api: any TemperatureAPI
  let cityField = UITextField()
  let showButton = UIButton(type: .system)
  let unitButton = UIButton(type: .system)
  let temperatureLabel = UILabel()
  let warningLabel = UILabel()
  private var city = ""
  private var lastCelsius: Int?
  private var showsFahrenheit = false

  init(api: any TemperatureAPI) {
    self.api = api
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("MassiveTemperatureViewController is made with init(api:)")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    cityField.placeholder = "City"
    showButton.setTitle("Show", for: .normal)
    showButton.addAction(UIAction { [weak self] _ in self?.showTapped() }, for: .touchUpInside)
    unitButton.setTitle("°C / °F", for: .normal)
    unitButton.addAction(UIAction { [weak self] _ in self?.unitTapped() }, for: .touchUpInside)
    for shown in [cityField, showButton, unitButton, temperatureLabel, warningLabel] {
      view.addSubview(shown)
    }
  }

  /// The Show button: the temperature in the city typed.
  private func showTapped() {
    city = cityField.text ?? ""
    do {
      // Networking…
      lastCelsius = try api.currentTemperature(city: city)
      show()
    } catch {
      lastCelsius = nil
      temperatureLabel.text = "No weather for \(city) right now"
      warningLabel.text = nil
    }
  }

  /// The °C / °F button: shows the same reading in the other unit, without asking again.
  private func unitTapped() {
    showsFahrenheit.toggle()
    show()
  }

  private func show() {
    guard let celsius = lastCelsius else { return }
    // …formatting, a conversion…
    if showsFahrenheit {
      let fahrenheit = Double(celsius) * 9 / 5 + 32
      temperatureLabel.text = "\(Int(fahrenheit.rounded()))°F in \(city)"
    } else {
      temperatureLabel.text = "\(celsius)°C in \(city)"
    }
    // …and a business decision, all in one place.
    warningLabel.text = celsius < 0 ? "Freezing: take care on the roads" : nil
  }
}
