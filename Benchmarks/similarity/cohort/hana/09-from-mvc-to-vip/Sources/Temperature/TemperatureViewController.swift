/// The "after": the same screen as a VIP scene's view. What it shows (`text`, `warning`) and
/// what the user does (the two actions) are fixed: the tests read and call them, as the
/// screen's labels and buttons would. Everything behind them is yours to design.
@MainActor final class TemperatureViewController: TemperatureDisplayLogic {
  var interactor: (any TemperatureBusinessLogic)?

  private(set) var text = ""
  private(set) var warning: String?

  func viewDidLoad(city: String) {
    interactor?.loadTemperature(request: TemperatureScene.Load.Request(city: city))
  }

  /// The °C / °F button.
  func unitTapped() {
    interactor?.switchUnit(request: TemperatureScene.SwitchUnit.Request())
  }

  // MARK: - TemperatureDisplayLogic

  func displayTemperature(viewModel: TemperatureScene.Show.ViewModel) {
    text = viewModel.text
    warning = viewModel.warning
  }
}
