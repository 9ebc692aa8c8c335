import Foundation

/// Protocols as a team using Sourcery's AutoMockable marks them.
protocol AutoMockable {}

struct AnalyticsConfiguration: Equatable {
  var key: String
}

struct ReportError: Error, Equatable {}

protocol AnalyticsClientProtocol: AutoMockable {
  var isEnabled: Bool { get set }
  var userID: String? { get set }
  var configuration: AnalyticsConfiguration { get }
  func start(analyticsConfiguration: AnalyticsConfiguration)
  func track(event: String, properties: [String: String])
  func flush()
  func reset() throws
  func send(_ payload: Data) async throws -> Int
  func fetch(id: Int, completion: @escaping (Result<String, ReportError>) -> Void)
  func name(for id: Int) -> String
  func name(for id: Int, fallback: String) -> String
  func lastEvent() -> String?
}

// sourcery: AutoMockable
protocol ReportUploading {
  func upload(report: String, retries: Int) async throws
}
