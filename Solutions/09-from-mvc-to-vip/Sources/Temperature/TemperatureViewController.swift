/// The "after": a view that only forwards and displays.
@MainActor final class TemperatureViewController: TemperatureDisplayLogic {
  var interactor: (any TemperatureBusinessLogic)?
  private(set) var text = ""
  private(set) var warning: String?

  func viewDidLoad(city: String) {
    interactor?.loadTemperature(request: .init(city: city))
  }

  func unitTapped() {
    interactor?.switchUnit(request: .init())
  }

  func displayTemperature(viewModel: TemperatureScene.Show.ViewModel) {
    text = viewModel.text
    warning = viewModel.warning
  }
}
