/// The weather service's client, shared by the app (given).
@MainActor protocol TemperatureAPI: AnyObject {
  /// The temperature now, in whole degrees Celsius; throws when the service has no reading.
  func currentTemperature(city: String) throws -> Int
}

/// The service has no reading for the city.
struct NoReading: Error {}

/// A fixed answer, for the tests: a temperature, or none; it keeps the cities it was asked.
@MainActor final class FakeTemperatureAPI: TemperatureAPI {
  var celsius: Int?
  private(set) var asked: [String] = []

  init(celsius: Int?) {
    self.celsius = celsius
  }

  func currentTemperature(city: String) throws -> Int {
    asked.append(city)
    guard let celsius else { throw NoReading() }
    return celsius
  }
}
