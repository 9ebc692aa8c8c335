/// Loads the forecast through the worker, and keeps the presenter informed.
@MainActor final class ForecastInteractor: ForecastBusinessLogic {
  var presenter: (any ForecastPresentationLogic)?
  var worker: (any ForecastWorkerLogic)?

  func loadForecast(request: ForecastScene.Load.Request) {
    // Nobody to ask: give up before the spinner starts, so it never turns forever.
    guard let worker else { return }
    let city: String = request.city

    presenter?.presentLoading(isLoading: true)

    // While it waits, the task holds the worker and the city only; the interactor is
    // held weakly and looked up again once the answer is in.
    Task { @MainActor [weak self, worker] in
      let result: Result<Forecast, ForecastError>
      do throws(ForecastError) {
        result = .success(try await worker.fetchForecast(city: city))
      } catch {
        result = .failure(error)
      }
      // The scene was closed while waiting: there is nobody left to tell.
      guard let self else { return }
      self.present(result)
    }
  }

  /// The answer, then the end of loading, whichever way it went.
  private func present(_ result: Result<Forecast, ForecastError>) {
    switch result {
    case .success(let forecast):
      presenter?.presentForecast(forecast)
    case .failure(let error):
      presenter?.presentError(error)
    }
    presenter?.presentLoading(isLoading: false)
  }
}
