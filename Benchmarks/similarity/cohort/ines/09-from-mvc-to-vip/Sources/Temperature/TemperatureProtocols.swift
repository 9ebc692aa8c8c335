/// What the view may ask of the interactor.
@MainActor protocol TemperatureBusinessLogic: AnyObject {
  func loadTemperature(request: TemperatureScene.Load.Request)
  func switchUnit(request: TemperatureScene.SwitchUnit.Request)
}

/// What the interactor remembers between two user actions.
@MainActor protocol TemperatureDataStore: AnyObject {
  var currentReading: TemperatureReading? { get }
  var unit: TemperatureUnit { get }
}

/// What the interactor may ask the presenter to show.
@MainActor protocol TemperaturePresentationLogic: AnyObject {
  func presentReading(response: TemperatureScene.Show.ReadingResponse)
  func presentNoReading(response: TemperatureScene.Show.NoReadingResponse)
}

/// What the presenter may ask the view to show.
@MainActor protocol TemperatureDisplayLogic: AnyObject {
  func displayTemperature(viewModel: TemperatureScene.Show.ViewModel)
}
