/// The "after": a view that only forwards and displays.
@MainActor final class TemperatureViewController: TemperatureDisplayLogic {
  var interactor: (any TemperatureBusinessLogic)?
  /// The service the screen has always read from: the fetch stays where the screen loads.
  var api: (any TemperatureAPI)?
  private(set) var text = ""
  private(set) var warning: String?

  func viewDidLoad(city: String) {
    let celsius = try? api?.currentTemperature(city: city)
    interactor?.loadTemperature(request: .init(city: city, celsius: celsius))
  }

  func unitTapped() {
    interactor?.switchUnit(request: .init())
  }

  func displayTemperature(viewModel: TemperatureScene.Show.ViewModel) {
    text = viewModel.text
    warning = viewModel.warning
  }
}
