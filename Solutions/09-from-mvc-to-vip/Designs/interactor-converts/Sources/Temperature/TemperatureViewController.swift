@MainActor final class TemperatureViewController: WeatherDisplayLogic {
  var output: (any WeatherBusinessLogic)?
  private(set) var text = ""
  private(set) var warning: String?

  func viewDidLoad(city: String) {
    output?.open(request: .init(city: city))
  }

  func unitTapped() {
    output?.toggleUnit(request: .init())
  }

  func displayReading(viewModel: Weather.ViewModel) {
    text = viewModel.text
    warning = viewModel.warning
  }
}
