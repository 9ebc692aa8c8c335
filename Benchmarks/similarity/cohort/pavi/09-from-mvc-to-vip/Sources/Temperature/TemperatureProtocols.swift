/// View → interactor.
@MainActor protocol TemperatureBusinessLogic: AnyObject {
  func openCity(request: TemperatureScreen.Open.Request)
  func toggleScale(request: TemperatureScreen.ToggleScale.Request)
}

/// Interactor → presenter.
@MainActor protocol TemperaturePresentationLogic: AnyObject {
  func presentReading(response: TemperatureScreen.Reading.Response)
}

/// Presenter → view.
@MainActor protocol TemperatureDisplayLogic: AnyObject {
  func displayReading(viewModel: TemperatureScreen.Reading.ViewModel)
}

/// Interactor → worker: the only place that talks to the weather service.
@MainActor protocol TemperatureWorkerLogic: AnyObject {
  /// The current temperature in °C, or `nil` when the service has no reading.
  func currentCelsius(for city: String) -> Int?
}
