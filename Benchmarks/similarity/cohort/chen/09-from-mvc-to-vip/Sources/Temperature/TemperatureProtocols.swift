/// What the view may ask of the interactor.
@MainActor protocol TemperatureBusinessLogic: AnyObject {
  func loadTemperature(request: TemperatureScene.Load.Request)
  func switchUnit(request: TemperatureScene.SwitchUnit.Request)
}

/// What the interactor remembers between two user actions.
@MainActor protocol TemperatureDataStore: AnyObject {
  var city: String? { get }
  var celsius: Int? { get }
  var unit: TemperatureScene.Unit { get }
}

/// What the interactor may ask the presenter to format.
@MainActor protocol TemperaturePresentationLogic: AnyObject {
  func presentTemperature(response: TemperatureScene.Show.Response)
}

/// What the presenter may ask the view to show.
@MainActor protocol TemperatureDisplayLogic: AnyObject {
  func displayTemperature(viewModel: TemperatureScene.Show.ViewModel)
}
