// MARK: - ForecastBusinessLogic

extension ForecastInteractor: ForecastBusinessLogic {
  func loadForecast(request: ForecastScene.Load.Request) {
    // No worker: bail out before the spinner is ever shown.
    guard let worker else { return }
    let city = request.city
    presenter?.presentLoading(isLoading: true)
    // Only the worker is captured strongly; self stays weak for the whole wait.
    Task { [weak self, worker] in
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
