/// Loads the forecast through the worker, and keeps the presenter informed.
@MainActor final class ForecastInteractor: ForecastBusinessLogic {
  var presenter: (any ForecastPresentationLogic)?
  var worker: (any ForecastWorkerLogic)?
  /// A load is under way: further taps are double taps.
  private var isLoading = false

  func loadForecast(request: ForecastScene.Load.Request) {
    guard let worker, !isLoading else { return }
    isLoading = true
    presenter?.presentLoading(isLoading: true)
    // The view asked synchronously; the answer comes later. The task stays on the main
    // actor, like the interactor, and does not keep the scene alive while it waits.
    Task { [weak self] in
      do throws(ForecastError) {
        let forecast = try await worker.fetchForecast(city: request.city)
        self?.presenter?.presentForecast(forecast)
      } catch {
        self?.presenter?.presentError(error)
      }
      // In every path: success and failure both end the loading.
      self?.isLoading = false
      self?.presenter?.presentLoading(isLoading: false)
    }
  }
}
