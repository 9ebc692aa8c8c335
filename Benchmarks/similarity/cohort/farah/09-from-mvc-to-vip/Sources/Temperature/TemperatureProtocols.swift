@MainActor protocol TemperatureBusinessLogic: AnyObject {
  func load(request: TemperatureScene.Load.Request)
  func switchUnit(request: TemperatureScene.SwitchUnit.Request)
}

@MainActor protocol TemperaturePresentationLogic: AnyObject {
  func presentTemperature(response: TemperatureScene.Show.Response)
  func presentNoReading(response: TemperatureScene.Show.NoReadingResponse)
}

@MainActor protocol TemperatureDisplayLogic: AnyObject {
  func displayTemperature(viewModel: TemperatureScene.Show.ViewModel)
}
