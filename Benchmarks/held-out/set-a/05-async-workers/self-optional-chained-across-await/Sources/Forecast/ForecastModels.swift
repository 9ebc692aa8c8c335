/// Tomorrow's weather for a city.
struct Forecast: Equatable, Sendable {
  var city: String
  var highCelsius: Int
  var summary: String
}

/// Why no forecast came.
enum ForecastError: Error, Equatable, Sendable {
  case offline
  case unknownCity
}

/// The Forecast scene's use cases.
enum ForecastScene {
  enum Load {
    struct Request {
      var city: String
    }
  }
}
