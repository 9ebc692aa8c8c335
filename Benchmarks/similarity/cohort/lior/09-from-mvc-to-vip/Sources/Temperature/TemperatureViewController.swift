// VIP view for the temperature screen. `text`/`warning` and the two actions are what
// the tests touch; everything else just forwards to the interactor.
@MainActor
final class TemperatureViewController: TemperatureDisplayLogic {

    var interactor: (any TemperatureBusinessLogic)?

    private(set) var text = ""
    private(set) var warning: String?

    func viewDidLoad(city name: String) {
        interactor?.loadTemperature(request: .init(cityName: name))
    }

    func unitTapped() {
        interactor?.switchUnit(request: .init())
    }

    func displayTemperature(viewModel: Thermo.Render.ViewModel) {
        text = viewModel.line
        warning = viewModel.alert
    }
}
