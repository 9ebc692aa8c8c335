/// Loads the forecast through the worker, and keeps the presenter informed.
@MainActor final class ForecastInteractor: ForecastBusinessLogic {
  var presenter: (any ForecastPresentationLogic)?
  var worker: (any ForecastWorkerLogic)?

  func loadForecast(request: ForecastScene.Load.Request) {
    guard let worker = worker else {
      return
    }
    let city = request.city

    presenter?.presentLoading(isLoading: true)

    Task { [weak self] in
      do throws(ForecastError) {
        let forecast = try await worker.fetchForecast(city: city)
        self?.finishLoading(with: forecast)
      } catch {
        self?.finishLoading(with: error)
      }
    }
  }

  // MARK: - After the worker answered

  private func finishLoading(with forecast: Forecast) {
    presenter?.presentForecast(forecast)
    presenter?.presentLoading(isLoading: false)
  }

  private func finishLoading(with error: ForecastError) {
    presenter?.presentError(error)
    presenter?.presentLoading(isLoading: false)
  }
}
