/// Loads the forecast through the worker, and keeps the presenter informed.
@MainActor final class ForecastInteractor: ForecastBusinessLogic {
  var presenter: (any ForecastPresentationLogic)?
  var worker: (any ForecastWorkerLogic)?

  func loadForecast(request: ForecastScene.Load.Request) {
    guard let worker else { return }
    let city = request.city

    presenter?.presentLoading(isLoading: true)

    Task { [weak self, worker] in
      let outcome: Result<Forecast, ForecastError>
      do throws(ForecastError) {
        let forecast = try await worker.fetchForecast(city: city)
        outcome = .success(forecast)
      } catch {
        outcome = .failure(error)
      }

      guard let presenter = self?.presenter else { return }
      switch outcome {
      case .success(let forecast):
        presenter.presentForecast(forecast)
      case .failure(let error):
        presenter.presentError(error)
      }
      presenter.presentLoading(isLoading: false)
    }
  }
}
