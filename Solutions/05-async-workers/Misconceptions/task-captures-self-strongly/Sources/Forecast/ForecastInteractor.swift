/// Loads the forecast through the worker, and keeps the presenter informed.
@MainActor final class ForecastInteractor: ForecastBusinessLogic {
  var presenter: (any ForecastPresentationLogic)?
  var worker: (any ForecastWorkerLogic)?

  func loadForecast(request: ForecastScene.Load.Request) {
    guard let worker else { return }
    presenter?.presentLoading(isLoading: true)
    Task {
      do throws(ForecastError) {
        let forecast = try await worker.fetchForecast(city: request.city)
        self.presenter?.presentForecast(forecast)
      } catch {
        self.presenter?.presentError(error)
      }
      self.presenter?.presentLoading(isLoading: false)
    }
  }
}
