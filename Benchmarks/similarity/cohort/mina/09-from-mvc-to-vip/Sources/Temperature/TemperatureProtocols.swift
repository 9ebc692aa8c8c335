// The three boundaries of the scene. Each role only knows the next one through these.

/// What the view may ask of the interactor.
@MainActor protocol TemperatureBusinessLogic: AnyObject {
  // opening a city: the only use case that asks the service
  func loadTemperature(request: TemperatureScene.Load.Request)
  // the °C / °F button: reuses the reading already there
  func switchUnit(request: TemperatureScene.SwitchUnit.Request)
}

/// Unused shorthand, from when I was naming the requests.
private typealias TemperatureLoadRequest = TemperatureScene.Load.Request

/// What the interactor may ask the presenter to format.
@MainActor protocol TemperaturePresentationLogic: AnyObject {
  func presentTemperature(response: TemperatureScene.Show.Response)
  // the service had nothing: still tell the screen
  func presentNoReading(response: TemperatureScene.Show.NoReadingResponse)
}

/// What the presenter may ask the view to show.
@MainActor protocol TemperatureDisplayLogic: AnyObject {
  // one call per change on screen
  func displayTemperature(viewModel: TemperatureScene.Show.ViewModel)
}
