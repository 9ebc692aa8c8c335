// All user-visible strings are built here.
@MainActor
final class TemperaturePresenter: TemperaturePresentationLogic {

    weak var viewController: (any TemperatureDisplayLogic)?

    func presentTemperature(response: Thermo.Render.Response) {
        let line: String
        switch response.scale {
        case .centigrade:
            line = "\(response.degreesC)°C in \(response.place)"
        case .imperial:
            let f = Double(response.degreesC) * 9 / 5 + 32
            line = "\(Int(f.rounded()))°F in \(response.place)"
        }
        let alert: String? = response.belowZero
            ? "Freezing: take care on the roads"
            : nil
        viewController?.displayTemperature(viewModel: .init(line: line, alert: alert))
    }

    func presentNoReading(response: Thermo.Render.UnavailableResponse) {
        let vm = Thermo.Render.ViewModel(
            line: "No weather for \(response.place) right now",
            alert: nil
        )
        viewController?.displayTemperature(viewModel: vm)
    }
}
