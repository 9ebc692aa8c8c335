@MainActor protocol TemperatureDisplayLogic: AnyObject {
  func displayReading(viewModel: TemperatureScene.Show.ViewModel)
}

@MainActor protocol TemperaturePresentationLogic: AnyObject {
  func presentReading(response: TemperatureScene.Show.Response)
  func presentMissingReading(response: TemperatureScene.Show.MissingReadingResponse)
}

@MainActor protocol TemperatureBusinessLogic: AnyObject {
  func openCity(request: TemperatureScene.OpenCity.Request)
  func changeUnit(request: TemperatureScene.ChangeUnit.Request)
}
