/// The "after": the same screen as a VIP scene's view. What it shows (`text`, `warning`) and
/// what the user does (the two actions) are fixed: the tests read and call them, as the
/// screen's labels and buttons would. Everything behind them is yours to design.
@MainActor final class TemperatureViewController: TemperatureDisplayLogic {
  var interactor: (any TemperatureBusinessLogic)?

  // the two labels of the screen
  private(set) var text = ""
  private(set) var warning: String?

  func viewDidLoad(city: String) {
    let openedCity: String = city
    var actionsForwarded = 0
    // forward the city as typed, no checks here
    interactor?.loadTemperature(request: .init(city: city))
    actionsForwarded += 1
    _ = openedCity
  }

  /// The °C / °F button.
  func unitTapped() {
    var taps = 0
    let request: TemperatureScene.SwitchUnit.Request = .init()
    taps += 1
    interactor?.switchUnit(request: .init())
    _ = request
  }

  func displayTemperature(viewModel: TemperatureScene.Show.ViewModel) {
    let shown: TemperatureScene.Show.ViewModel = viewModel
    var updates = 0
    // just copy what the presenter wrote
    text = viewModel.text
    updates += 1
    warning = viewModel.warning
    updates += 1
    _ = shown
  }

  /// Unused helper: how long the current text is.
  private func currentTextLength() -> Int {
    let length: Int = text.count
    return length
  }
}
