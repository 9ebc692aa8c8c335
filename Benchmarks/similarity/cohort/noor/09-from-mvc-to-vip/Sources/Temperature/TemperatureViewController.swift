/// VIP version of the screen's view. `text`/`warning` and the two user actions must keep
/// their names: the tests drive and read them like real labels and buttons would.
@MainActor final class TemperatureViewController: TemperatureDisplayLogic {
  private(set) var warning: String?
  private(set) var text = ""

  var interactor: (any TemperatureBusinessLogic)?

  func displayTemperature(viewModel: TemperatureScene.Show.ViewModel) {
    text = viewModel.text
    warning = viewModel.warning
  }

  /// Unit toggle (°C / °F).
  func unitTapped() {
    interactor?.switchUnit(request: .init())
  }

  func viewDidLoad(city: String) {
    interactor?.load(request: .init(city: city))
  }
}
