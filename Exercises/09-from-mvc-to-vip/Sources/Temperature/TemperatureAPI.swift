/// The weather service's client, shared by the app.
@MainActor protocol TemperatureAPI: AnyObject {
  /// The temperature now, in whole degrees Celsius.
  func currentTemperature(city: String) -> Int
}

/// A fixed answer, for the tests.
@MainActor final class FakeTemperatureAPI: TemperatureAPI {
  var celsius: Int

  init(celsius: Int) {
    self.celsius = celsius
  }

  func currentTemperature(city: String) -> Int { celsius }
}
