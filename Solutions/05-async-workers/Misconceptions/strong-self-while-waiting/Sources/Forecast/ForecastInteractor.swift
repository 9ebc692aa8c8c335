/// Loads the forecast through the worker, and keeps the presenter informed.
@MainActor final class ForecastInteractor: ForecastBusinessLogic {
  var presenter: (any ForecastPresentationLogic)?
  var worker: (any ForecastWorkerLogic)?

  func loadForecast(request: ForecastScene.Load.Request) {
    presenter?.presentLoading(isLoading: true)
    Task { [weak self] in
      guard let self, let worker = self.worker else { return }
      do throws(ForecastError) {
        let forecast = try await worker.fetchForecast(city: request.city)
        presenter?.presentForecast(forecast)
      } catch {
        presenter?.presentError(error)
      }
      presenter?.presentLoading(isLoading: false)
    }
  }
}
