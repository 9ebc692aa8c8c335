/// Loads the forecast through the worker, and keeps the presenter informed.
@MainActor final class ForecastInteractor: ForecastBusinessLogic {
  var presenter: (any ForecastPresentationLogic)?
  var worker: (any ForecastWorkerLogic)?

  func loadForecast(request: ForecastScene.Load.Request) {
    guard let worker else { return }
    let city = request.city

    presenter?.presentLoading(isLoading: true)

    Task { [weak self, worker] in
      let result: Result<Forecast, ForecastError>
      do throws(ForecastError) {
        let forecast = try await worker.fetchForecast(city: city)
        result = .success(forecast)
      } catch {
        result = .failure(error)
      }

      guard let self else { return }
      switch result {
      case .success(let forecast):
        self.presenter?.presentForecast(forecast)
      case .failure(let error):
        self.presenter?.presentError(error)
      }
      self.presenter?.presentLoading(isLoading: false)
    }
  }
}
