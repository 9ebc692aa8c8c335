/// Loads the forecast through the worker, and keeps the presenter informed.
@MainActor final class ForecastInteractor: ForecastBusinessLogic {
  var presenter: (any ForecastPresentationLogic)?
  var worker: (any ForecastWorkerLogic)?

  func loadForecast(request: ForecastScene.Load.Request) {
    guard worker != nil else { return }
    presenter?.presentLoading(isLoading: true)
    // The view asked synchronously; the answer comes later. The task stays on the main
    // actor, like the interactor, and does not keep the scene alive while it waits.
    Task { [weak self] in
      do throws(ForecastError) {
        if let forecast = try await self?.worker?.fetchForecast(city: request.city) {
          self?.presenter?.presentForecast(forecast)
        }
      } catch {
        self?.presenter?.presentError(error)
      }
      // In every path: success and failure both end the loading.
      self?.presenter?.presentLoading(isLoading: false)
    }
  }
}
