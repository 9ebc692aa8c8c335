/// Loads the forecast through the worker, and keeps the presenter informed.
@MainActor final class ForecastInteractor: ForecastBusinessLogic {
  var presenter: (any ForecastPresentationLogic)?
  var worker: (any ForecastWorkerLogic)?

  func loadForecast(request: ForecastScene.Load.Request) {
    presenter?.presentLoading(isLoading: true)
    let worker = self.worker
    Task { [weak self] in
      guard let worker else { return }
      do throws(ForecastError) {
        let forecast = try await worker.fetchForecast(city: request.city)
        self?.presenter?.presentForecast(forecast)
      } catch {
        self?.presenter?.presentError(error)
      }
      self?.presenter?.presentLoading(isLoading: false)
    }
  }
}
