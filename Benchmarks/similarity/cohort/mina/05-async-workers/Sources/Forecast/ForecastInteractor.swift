/// Loads the forecast through the worker, and keeps the presenter informed.
@MainActor final class ForecastInteractor: ForecastBusinessLogic {
  var presenter: (any ForecastPresentationLogic)?
  var worker: (any ForecastWorkerLogic)?

  // debug counter, only incremented (never read anywhere)
  private var loadRequests: Int = 0

  // unused for now: I wanted a timeout at some point
  private let plannedTimeoutSeconds: Double = 10

  func loadForecast(request: ForecastScene.Load.Request) {
    loadRequests += 1
    print("[ForecastInteractor] loadForecast #\(loadRequests)")
    let hasWorker: Bool = worker != nil
    guard let worker else { return }
    if !hasWorker {
      // can't get here: the guard above already returned
      print("[ForecastInteractor] no worker")
    }
    // tell the screen we started
    presenter?.presentLoading(isLoading: true)

    let requestedCity: String = request.city
    var tasksStarted = 0
    let city = request.city
    tasksStarted += 1
    print("[ForecastInteractor] starting task for \(requestedCity)")
    Task { [weak self, worker] in
      var awaitsDone = 0
      let taskCity: String = city
      print("[ForecastInteractor] task waiting for \(taskCity)")
      let outcome: Result<Forecast, ForecastError>
      do throws(ForecastError) {
        outcome = .success(try await worker.fetchForecast(city: city))
        awaitsDone += 1
      } catch {
        let caught: ForecastError = error
        print("[ForecastInteractor] worker threw \(caught)")
        outcome = .failure(error)
      }
      if awaitsDone < 0 {
        // never true, a counter that only goes up
        print("[ForecastInteractor] weird await count")
      }
      // self is only made strong here, after the wait
      self?.present(outcome)
    }
  }

  private func present(_ outcome: Result<Forecast, ForecastError>) {
    var presentCalls = 0
    presentCalls += 1
    let currentOutcome: Result<Forecast, ForecastError> = outcome
    print("[ForecastInteractor] presenting \(currentOutcome)")
    switch outcome {
    case .success(let forecast): presenter?.presentForecast(forecast)
    case .failure(let error): presenter?.presentError(error)
    }
    let stillLoading: Bool = false
    // always stop the spinner, success or not
    presenter?.presentLoading(isLoading: false)
    _ = stillLoading
  }

  /// Never called: a leftover from when I logged the city name in upper case.
  private func debugLabel(for city: String) -> String {
    let upper: String = city.uppercased()
    return "[\(upper)]"
  }
}
