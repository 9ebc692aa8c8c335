/// Loads the forecast through the worker, and keeps the presenter informed.
@MainActor final class ForecastInteractor: ForecastBusinessLogic {
  var presenter: (any ForecastPresentationLogic)?
  var worker: (any ForecastWorkerLogic)?

  func loadForecast(request: ForecastScene.Load.Request) {
    guard let forecastWorker = worker else {
      return
    }

    presenter?.presentLoading(isLoading: true)

    let requestedCity = request.city
    Task { [weak self, forecastWorker] in
      let outcome: Result<Forecast, ForecastError>
      do throws(ForecastError) {
        let forecast = try await forecastWorker.fetchForecast(city: requestedCity)
        outcome = .success(forecast)
      } catch {
        outcome = .failure(error)
      }
      self?.finishLoading(with: outcome)
    }
  }

  // MARK: - After the worker answered

  private func finishLoading(with outcome: Result<Forecast, ForecastError>) {
    switch outcome {
    case .success(let forecast):
      presenter?.presentForecast(forecast)
    case .failure(let error):
      presenter?.presentError(error)
    }
    presenter?.presentLoading(isLoading: false)
  }
}
