/// The "after": the same screen as a VIP scene's view. What it shows (`text`, `warning`) and
/// what the user does (the two actions) are fixed: the tests read and call them, as the
/// screen's labels and buttons would. Everything behind them is yours to design.
@MainActor final class TemperatureViewController: TemperatureDisplayLogic {
  private(set) var warning: String?
  private(set) var text = ""

  var interactor: (any TemperatureBusinessLogic)?

  func displayReading(viewModel: TemperatureScene.Show.ViewModel) {
    warning = viewModel.warning
    text = viewModel.text
  }

  // MARK: - User actions

  func viewDidLoad(city: String) {
    let request = TemperatureScene.OpenCity.Request(city: city)
    interactor?.openCity(request: request)
  }

  /// The user tapped °C / °F.
  func unitTapped() {
    interactor?.changeUnit(request: TemperatureScene.ChangeUnit.Request())
  }
}
