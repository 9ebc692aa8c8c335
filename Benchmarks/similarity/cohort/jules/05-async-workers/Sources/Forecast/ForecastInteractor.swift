/// Loads the forecast through the worker, and keeps the presenter informed.
@MainActor final class ForecastInteractor: ForecastBusinessLogic {
  var presenter: (any ForecastPresentationLogic)?
  var worker: (any ForecastWorkerLogic)?

  func loadForecast(request: ForecastScene.Load.Request) {
    // Without a worker there is nothing to wait for, so loading never starts.
    guard let worker else { return }
    let city = request.city

    presenter?.presentLoading(isLoading: true)

    // The task keeps the worker (it is doing the work) but only a weak reference to the
    // interactor, which it looks up again once the answer is in.
    Task { [weak self, worker] in
      do throws(ForecastError) {
        let forecast = try await worker.fetchForecast(city: city)
        self?.presenter?.presentForecast(forecast)
      } catch {
        self?.presenter?.presentError(error)
      }
      self?.presenter?.presentLoading(isLoading: false)
    }
  }
}
