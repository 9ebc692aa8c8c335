import Foundation

struct Forecast: Equatable {
  var city: String
  var degrees: Int
}

struct WeatherError: Error {}

/// Protocols as a team using Mockolo marks them.
/// @mockable
protocol WeatherWorking: AnyObject {
  var city: String { get set }
  var lastUpdate: Date? { get }
  func fetch(city: String) async throws -> Forecast
  func cancel()
  func update(value: Int)
  func update(value: String)
  func log(_ message: String, level: Int) -> Bool
  static func make(identifier: String) -> Int
}
