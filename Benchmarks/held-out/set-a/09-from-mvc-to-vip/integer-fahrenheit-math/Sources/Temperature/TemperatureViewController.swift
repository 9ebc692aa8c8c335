import UIKit

/// The "after": a view that only forwards and displays. It sets its scene up when it is made,
/// around the app's API client.
final class TemperatureViewController: UIViewController, TemperatureDisplayLogic {
  var interactor: (any TemperatureBusinessLogic)?
  let cityField = UITextField()
  let showButton = UIButton(type: .system)
  let unitButton = UIButton(type: .system)
  let temperatureLabel = UILabel()
  let warningLabel = UILabel()

  /// The screen for the app's weather API. Its scene is set up here, when it is made.
  init(api: any TemperatureAPI) {
    super.init(nibName: nil, bundle: nil)
    setup(api: api)
  }

  private func setup(api: any TemperatureAPI) {
    let viewController = self
    let interactor = TemperatureInteractor()
    let presenter = TemperaturePresenter()
    viewController.interactor = interactor
    interactor.presenter = presenter
    interactor.worker = TemperatureWorker(api: api)
    presenter.viewController = viewController
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
    interactor?.loadTemperature(request: .init(city: cityField.text ?? ""))
  }

  /// The °C / °F button.
  private func unitTapped() {
    interactor?.switchUnit(request: .init())
  }

  func displayTemperature(viewModel: TemperatureScene.Show.ViewModel) {
    temperatureLabel.text = viewModel.text
    warningLabel.text = viewModel.warning
  }
}
