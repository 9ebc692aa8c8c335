import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A protocol whose types need FoundationNetworking on Linux: its file imports it under a
/// condition, and the spies' file must too.
protocol RequestLoading: AnyObject, Sendable {
  func load(_ request: URLRequest) async throws -> Data
}

@MainActor protocol PricePresentationLogic: AnyObject {
  func presentPrice(cents: Int)
}
