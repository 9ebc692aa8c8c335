/// Fetches the forecast via the worker and keeps the presenter up to date.
@MainActor
final class ForecastInteractor {
  var worker: (any ForecastWorkerLogic)?
  var presenter: (any ForecastPresentationLogic)?
}
