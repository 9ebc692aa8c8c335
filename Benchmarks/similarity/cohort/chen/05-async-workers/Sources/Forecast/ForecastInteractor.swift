/// Loads the forecast through the worker, and keeps the presenter informed.
@MainActor final class ForecastInteractor: ForecastBusinessLogic {
  var presenter: (any ForecastPresentationLogic)?
  var worker: (any ForecastWorkerLogic)?

  func loadForecast(request: ForecastScene.Load.Request) {
    guard let worker else { return }
    presenter?.presentLoading(isLoading: true)

    let city = request.city
    Task { [weak self, worker] in
      let result: Result<Forecast, ForecastError>
      do throws(ForecastError) {
        result = .success(try await worker.fetchForecast(city: city))
      } catch {
        result = .failure(error)
      }
      self?.finishLoading(with: result)
    }
  }
}

private extension ForecastInteractor {
  func finishLoading(with result: Result<Forecast, ForecastError>) {
    guard let presenter else { return }
    switch result {
    case .success(let forecast): presenter.presentForecast(forecast)
    case .failure(let error): presenter.presentError(error)
    }
    presenter.presentLoading(isLoading: false)
  }
}
