import UIKit

/// The "after": forwards and displays; its scene is wired in its initialiser.
final class TemperatureViewController: UIViewController, WeatherDisplayLogic {
  var output: (any WeatherBusinessLogic)?
  let cityField = UITextField()
  let showButton = UIButton(type: .system)
  let unitButton = UIButton(type: .system)
  let temperatureLabel = UILabel()
  let warningLabel = UILabel()

  /// The screen for the app's weather API. Its scene is set up here, when it is made.
  init(api: any TemperatureAPI) {
    super.init(nibName: nil, bundle: nil)
    let interactor = WeatherInteractor()
    let presenter = WeatherPresenter()
    output = interactor
    interactor.formatter = presenter
    interactor.reader = ReadingWorker(api: api)
    presenter.display = self
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
    output?.open(request: .init(city: cityField.text ?? ""))
  }

  /// The °C / °F button.
  private func unitTapped() {
    output?.toggleUnit(request: .init())
  }

  func displayReading(viewModel: Weather.ViewModel) {
    temperatureLabel.text = viewModel.text
    warningLabel.text = viewModel.warning
  }
}
