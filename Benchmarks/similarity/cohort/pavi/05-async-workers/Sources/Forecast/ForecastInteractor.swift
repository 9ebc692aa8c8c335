/// Fetches the forecast through the worker and reports progress and results to the presenter.
@MainActor final class ForecastInteractor: ForecastBusinessLogic {
  var worker: (any ForecastWorkerLogic)?
  var presenter: (any ForecastPresentationLogic)?

  func loadForecast(request: ForecastScene.Load.Request) {
    // No worker means nothing to wait for: don't start a spinner that would never stop.
    guard let service = worker else { return }
    let requestedCity = request.city

    presenter?.presentLoading(isLoading: true)

    // Only the worker is captured for the wait; the interactor is reached weakly, afterwards.
    Task { [weak self] in
      let outcome = await ForecastInteractor.fetch(requestedCity, from: service)
      self?.finish(with: outcome)
    }
  }

  // MARK: - Private

  /// Awaits the worker and wraps its answer, so the caller can handle both cases in one place.
  private static func fetch(
    _ city: String, from service: any ForecastWorkerLogic
  ) async -> Result<Forecast, ForecastError> {
    do throws(ForecastError) {
      return .success(try await service.fetchForecast(city: city))
    } catch {
      return .failure(error)
    }
  }

  private func finish(with outcome: Result<Forecast, ForecastError>) {
    switch outcome {
    case .success(let forecast):
      presenter?.presentForecast(forecast)
    case .failure(let error):
      presenter?.presentError(error)
    }
    presenter?.presentLoading(isLoading: false)
  }
}
