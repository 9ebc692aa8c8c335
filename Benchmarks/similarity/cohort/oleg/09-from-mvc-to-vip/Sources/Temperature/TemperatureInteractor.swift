/// Talks to the service, keeps the city, the last reading and the scale between two taps,
/// and makes the one business decision: is it freezing?
@MainActor final class TemperatureInteractor: TemperatureBusinessLogic {
  let api: any TemperatureAPI
  var presenter: (any TemperaturePresentationLogic)?

  private var reading: Int?
  private var scale = TemperatureScale.celsius
  private var city = ""

  init(api: any TemperatureAPI) {
    self.api = api
  }

  func changeUnit(request: TemperatureScene.ChangeUnit.Request) {
    scale = scale.other
    showCurrentReading()
  }

  func openCity(request: TemperatureScene.OpenCity.Request) {
    city = request.city
    reading = try? api.currentTemperature(city: request.city)
    guard reading != nil else {
      presenter?.presentMissingReading(response: .init(city: request.city))
      return
    }
    showCurrentReading()
  }

  private func showCurrentReading() {
    if let celsius = reading {
      let response = TemperatureScene.Show.Response(
        city: city, celsius: celsius, scale: scale, isFreezing: celsius < 0)
      presenter?.presentReading(response: response)
    }
  }
}
