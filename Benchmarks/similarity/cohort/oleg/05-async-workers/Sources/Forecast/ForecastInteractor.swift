/// Asks the worker for the forecast and tells the presenter how the loading goes.
@MainActor final class ForecastInteractor: ForecastBusinessLogic {
  var worker: (any ForecastWorkerLogic)?
  var presenter: (any ForecastPresentationLogic)?

  func loadForecast(request: ForecastScene.Load.Request) {
    // No worker means nothing to wait for: don't even start loading.
    if let service = worker {
      let requestedCity = request.city
      presenter?.presentLoading(isLoading: true)

      // Only the worker is held strongly while waiting; the interactor is weak and is only
      // looked up again after the answer has arrived.
      Task { [weak self, service] in
        let outcome: Result<Forecast, ForecastError>
        do throws(ForecastError) {
          let forecast = try await service.fetchForecast(city: requestedCity)
          outcome = .success(forecast)
        } catch {
          outcome = .failure(error)
        }
        self?.finishLoading(with: outcome)
      }
    }
  }

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
