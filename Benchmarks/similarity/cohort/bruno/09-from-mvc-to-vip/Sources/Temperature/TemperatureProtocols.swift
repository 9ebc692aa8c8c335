/// What the view may ask of the interactor.
@MainActor protocol TemperatureBusinessLogic: AnyObject {
  func loadTemperature(request: TemperatureScene.Load.Request)
  func switchUnit(request: TemperatureScene.SwitchUnit.Request)
}

/// What the interactor may ask the presenter to format.
@MainActor protocol TemperaturePresentationLogic: AnyObject {
  func presentReading(response: TemperatureScene.Reading.Response)
  func presentUnavailable(response: TemperatureScene.Unavailable.Response)
}

/// What the presenter may ask the view to show.
@MainActor protocol TemperatureDisplayLogic: AnyObject {
  func displayTemperature(viewModel: TemperatureScene.ViewModel)
}
