@MainActor protocol WeatherBusinessLogic: AnyObject {
  func open(request: Weather.Open.Request)
  func toggleUnit(request: Weather.ToggleUnit.Request)
}

@MainActor protocol WeatherPresentationLogic: AnyObject {
  func presentReading(response: Weather.Response)
}

@MainActor protocol WeatherDisplayLogic: AnyObject {
  func displayReading(viewModel: Weather.ViewModel)
}

@MainActor protocol ReadingWorkerLogic: AnyObject {
  /// The reading in °C, `nil` when the service has none.
  func celsius(in city: String) -> Int?
}
