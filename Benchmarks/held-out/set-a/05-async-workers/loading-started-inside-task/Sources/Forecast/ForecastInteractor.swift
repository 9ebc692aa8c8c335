/// Loads the forecast through the worker, and keeps the presenter informed.
@MainActor final class ForecastInteractor: ForecastBusinessLogic {
  var presenter: (any ForecastPresentationLogic)?
  var worker: (any ForecastWorkerLogic)?

  func loadForecast(request: ForecastScene.Load.Request) {
    guard let worker else { return }
    // The view asked synchronously; the answer comes later. The task stays on the main
    // actor, like the interactor, and does not keep the scene alive while it waits.
    Task { [weak self] in
      self?.presenter?.presentLoading(isLoading: true)
      do throws(ForecastError) {
        let forecast = try await worker.fetchForecast(city: request.city)
        self?.presenter?.presentForecast(forecast)
      } catch {
        self?.presenter?.presentError(error)
      }
      // In every path: success and failure both end the loading.
      self?.presenter?.presentLoading(isLoading: false)
    }
  }
}
