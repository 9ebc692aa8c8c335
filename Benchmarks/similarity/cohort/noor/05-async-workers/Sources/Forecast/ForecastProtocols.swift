// MARK: - Use cases

enum ForecastScene {
  enum Load {
    struct Request {
      var city: String
    }
  }
}

// MARK: - Boundaries

/// Remote weather source: asynchronous and failable.
@MainActor protocol ForecastWorkerLogic: AnyObject {
  func fetchForecast(city: String) async throws(ForecastError) -> Forecast
}

/// Interactor -> presenter.
@MainActor protocol ForecastPresentationLogic: AnyObject {
  func presentForecast(_ forecast: Forecast)
  func presentError(_ error: ForecastError)
  func presentLoading(isLoading: Bool)
}

/// View -> interactor.
@MainActor protocol ForecastBusinessLogic: AnyObject {
  func loadForecast(request: ForecastScene.Load.Request)
}

// MARK: - Values

/// What can go wrong when fetching.
enum ForecastError: Error, Equatable, Sendable {
  case offline
  case unknownCity
}

/// Next day's weather in one city.
struct Forecast: Equatable, Sendable {
  var city: String
  var highCelsius: Int
  var summary: String
}
