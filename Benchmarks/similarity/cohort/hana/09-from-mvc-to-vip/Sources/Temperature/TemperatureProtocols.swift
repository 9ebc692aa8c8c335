/// What the view may ask of the interactor.
@MainActor protocol TemperatureBusinessLogic: AnyObject {
  func loadTemperature(request: TemperatureScene.Load.Request)
  func switchUnit(request: TemperatureScene.SwitchUnit.Request)
}

/// What the interactor may ask the presenter to format.
@MainActor protocol TemperaturePresentationLogic: AnyObject {
  func presentTemperature(response: TemperatureScene.Show.Response)
}

/// What the presenter may ask the view to show.
@MainActor protocol TemperatureDisplayLogic: AnyObject {
  func displayTemperature(viewModel: TemperatureScene.Show.ViewModel)
}

/// The side effect: asking the weather service.
@MainActor protocol TemperatureWorkerLogic: AnyObject {
  /// The temperature now in whole degrees Celsius; throws when the service has no reading.
  func currentCelsius(in city: String) throws -> Int
}
