/// Async closure types whose meaning depends on the module's NonisolatedNonsendingByDefault:
/// the spies' test target is built the other way, and the spies must still conform.
public protocol Debouncer: Sendable {
  func asyncExecute(_ action: @Sendable @escaping () async -> Void)
  func run(_ work: () async -> Void) async
  var handler: (@Sendable () async -> Void)? { get }
}
