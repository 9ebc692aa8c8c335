/// The VIP version of the screen. Its two actions and the `text` / `warning` it shows are
/// what the tests use; it only forwards user actions and copies what it is told to show.
@MainActor final class TemperatureViewController: TemperatureDisplayLogic {
  var interactor: (any TemperatureBusinessLogic)?

  private(set) var text = ""
  private(set) var warning: String?

  func viewDidLoad(city: String) {
    interactor?.openCity(request: TemperatureScreen.Open.Request(city: city))
  }

  /// The °C / °F button.
  func unitTapped() {
    interactor?.toggleScale(request: TemperatureScreen.ToggleScale.Request())
  }

  func displayReading(viewModel: TemperatureScreen.Reading.ViewModel) {
    text = viewModel.text
    warning = viewModel.warning
  }
}
