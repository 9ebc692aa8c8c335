/// Loads the forecast through the worker, and keeps the presenter informed.
@MainActor final class ForecastInteractor: ForecastBusinessLogic {
  var presenter: (any ForecastPresentationLogic)?
  var worker: (any ForecastWorkerLogic)?

  func loadForecast(request: ForecastScene.Load.Request) {
    guard let worker else { return }
    presenter?.presentLoading(isLoading: true)

    let city = request.city
    Task { [weak self, worker] in
      let outcome: Result<Forecast, ForecastError>
      do throws(ForecastError) {
        outcome = .success(try await worker.fetchForecast(city: city))
      } catch {
        outcome = .failure(error)
      }
      self?.present(outcome)
    }
  }

  private func present(_ outcome: Result<Forecast, ForecastError>) {
    switch outcome {
    case .success(let forecast): presenter?.presentForecast(forecast)
    case .failure(let error): presenter?.presentError(error)
    }
    presenter?.presentLoading(isLoading: false)
  }
}
