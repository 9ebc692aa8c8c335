/// Loads the forecast through the worker, and keeps the presenter informed.
@MainActor final class ForecastInteractor: ForecastBusinessLogic {
  var presenter: (any ForecastPresentationLogic)?
  var worker: (any ForecastWorkerLogic)?

  func loadForecast(request: ForecastScene.Load.Request) {
    guard let worker else { return }
    presenter?.presentLoading(isLoading: true)

    let city = request.city
    Task { [weak self] in
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
