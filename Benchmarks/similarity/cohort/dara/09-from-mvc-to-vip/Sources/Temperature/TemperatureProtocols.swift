/// What the view may ask of the interactor.
@MainActor protocol TemperatureBusinessLogic: AnyObject {
  func loadTemperature(request: TemperatureScene.Load.Request)
  func switchUnit(request: TemperatureScene.SwitchUnit.Request)
}

/// What the interactor remembers between two user actions.
@MainActor protocol TemperatureDataStore: AnyObject {
  var city: String { get }
  var lastCelsius: Int? { get }
  var unit: TemperatureUnit { get }
}

/// What the interactor may ask the presenter to show.
@MainActor protocol TemperaturePresentationLogic: AnyObject {
  func presentTemperature(response: TemperatureScene.Show.Response)
  func presentNoReading(response: TemperatureScene.NoReading.Response)
}

/// What the presenter may ask the view to show.
@MainActor protocol TemperatureDisplayLogic: AnyObject {
  func displayTemperature(viewModel: TemperatureScene.Show.ViewModel)
}

/// The side effect: asking the weather service.
@MainActor protocol TemperatureWorkerLogic: AnyObject {
  /// The temperature now, in whole degrees Celsius; throws when the service has none.
  func fetchCelsius(city: String) throws -> Int
}
