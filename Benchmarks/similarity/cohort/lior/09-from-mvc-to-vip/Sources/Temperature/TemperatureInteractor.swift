// Holds the state between taps (place, reading, scale), talks to the API and
// makes the freezing call. Produces no user-facing strings.
@MainActor
final class TemperatureInteractor: TemperatureBusinessLogic {

    var presenter: (any TemperaturePresentationLogic)?
    private let service: any TemperatureAPI

    private var currentPlace: String?
    private var reading: Int?
    private var scale = ReadingScale.centigrade

    init(client: any TemperatureAPI) {
        service = client
    }

    func loadTemperature(request: Thermo.Open.Request) {
        currentPlace = request.cityName
        do {
            reading = try service.currentTemperature(city: request.cityName)
        } catch {
            reading = nil
            presenter?.presentNoReading(response: .init(place: request.cityName))
            return
        }
        emitCurrentReading()
    }

    func switchUnit(request: Thermo.ToggleScale.Request) {
        scale = scale.flipped
        emitCurrentReading()
    }

    // nothing stored -> leave the screen untouched
    private func emitCurrentReading() {
        guard let place = currentPlace, let degrees = reading else {
            return
        }
        let payload = Thermo.Render.Response(
            place: place,
            degreesC: degrees,
            scale: scale,
            belowZero: degrees < 0
        )
        presenter?.presentTemperature(response: payload)
    }
}
