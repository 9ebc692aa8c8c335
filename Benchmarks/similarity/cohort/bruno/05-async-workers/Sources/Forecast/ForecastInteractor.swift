/// Loads the forecast through the worker, and keeps the presenter informed.
@MainActor final class ForecastInteractor: ForecastBusinessLogic {
  var presenter: (any ForecastPresentationLogic)?
  var worker: (any ForecastWorkerLogic)?

  func loadForecast(request: ForecastScene.Load.Request) {
    guard let worker else { return }
    presenter?.presentLoading(isLoading: true)
    let city = request.city
    Task { [weak self] in
      let result = await ForecastInteractor.fetch(city: city, from: worker)
      self?.finishLoading(with: result)
    }
  }

  // MARK: - Steps

  private static func fetch(
    city: String, from worker: any ForecastWorkerLogic
  ) async -> Result<Forecast, ForecastError> {
    do throws(ForecastError) {
      let forecast = try await worker.fetchForecast(city: city)
      return .success(forecast)
    } catch {
      return .failure(error)
    }
  }

  private func finishLoading(with result: Result<Forecast, ForecastError>) {
    switch result {
    case .success(let forecast):
      presenter?.presentForecast(forecast)
    case .failure(let error):
      presenter?.presentError(error)
    }
    presenter?.presentLoading(isLoading: false)
  }
}
