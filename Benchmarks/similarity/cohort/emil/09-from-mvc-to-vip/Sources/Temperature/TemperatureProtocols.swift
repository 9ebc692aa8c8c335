/// What the view may ask of the interactor.
@MainActor protocol TemperatureBusinessLogic: AnyObject {
  func openCity(request: TemperatureScene.Open.Request)
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
