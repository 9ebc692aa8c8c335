/// What the view may ask of the interactor.
@MainActor protocol ForecastBusinessLogic: AnyObject {
  func loadForecast(request: ForecastScene.Load.Request)
}

/// What the interactor may ask the presenter to show.
@MainActor protocol ForecastPresentationLogic: AnyObject {
  func presentLoading(isLoading: Bool)
  func presentForecast(_ forecast: Forecast)
  func presentError(_ error: ForecastError)
}

/// The weather service. Its answer takes time: it is `async`, and it can fail.
@MainActor protocol ForecastWorkerLogic: AnyObject {
  func fetchForecast(city: String) async throws(ForecastError) -> Forecast
}
