import UIKit

/// The "after": the same screen as a VIP scene's view. What it shows (its two labels) and what
/// the user does (its field and two buttons) are fixed: the tests type, tap and read them, as
/// a user would. Everything behind them is yours to design.
final class TemperatureViewController: UIViewController {
  let cityField = UITextField()
  let showButton = UIButton(type: .system)
  let unitButton = UIButton(type: .system)
  let temperatureLabel = UILabel()
  let warningLabel = UILabel()

  /// The screen for the app's weather API. Its scene is set up here, when it is made.
  init(api: any TemperatureAPI) {
    super.init(nibName: nil, bundle: nil)
    // TODO: your design.
    _ = api
  }

  required init?(coder: NSCoder) {
    fatalError("TemperatureViewController is made with init(api:)")
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

  /// The Show button: the temperature in the city typed (`cityField.text`).
  private func showTapped() {
    // TODO: your design.
  }

  /// The °C / °F button.
  private func unitTapped() {
    // TODO: your design.
  }
}
