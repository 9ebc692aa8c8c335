/// Fails the current test with one failure per missing or wrong link of the scene's cycle.
///
/// Works in XCTest and Swift Testing; the failure points at the line that called it.
/// - Returns: the findings, for tests that look further.
@MainActor
@discardableResult
public func assertVIPCycle(
  _ root: AnyObject,
  names: VIPNames = .conventional,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> [VIPFinding] {
  report(
    VIPCheck.cycle(of: root, names: names),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Fails the current test with one failure per cause of a leak: build the scene, release it,
/// and explain each object that stays alive.
///
/// ```swift
/// assertNoLeaks { LoginConfigurator.configure() }
/// ```
/// - Parameter settle: how long the main run loop may run after the release before the
///   verdict, when what is left is held by no stored property: work the scene left on the
///   main queue (a delayed display) runs, and the run loop lets go of invalidated timers. It
///   ends as soon as everything is freed; a retain cycle is judged at once.
/// - Returns: the findings, for tests that look further.
@MainActor
@discardableResult
public func assertNoLeaks<Root: AnyObject>(
  settle: Double = 2,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column,
  _ makeScene: () -> Root
) -> [VIPFinding] {
  report(
    VIPCheck.leaks(settle: settle, in: makeScene),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Fails the current test unless `keyPath` is weak, proven by assigning a fresh object and
/// watching it deallocate.
///
/// ```swift
/// assertWeak(\LoginPresenter.viewController, of: presenter) { DisplayLogicSpy() }
/// ```
/// - Returns: the findings, for tests that look further.
@MainActor
@discardableResult
public func assertWeak<Holder: AnyObject, Value>(
  _ keyPath: ReferenceWritableKeyPath<Holder, Value?>,
  of holder: Holder,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column,
  using makeObject: () -> Value
) -> [VIPFinding] {
  report(
    VIPCheck.weak(keyPath, of: holder, using: makeObject),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

@MainActor
private func report(_ findings: [VIPFinding], at site: CallSite) -> [VIPFinding] {
  for finding in findings {
    TestFailure.record(finding.message, at: site)
  }
  return findings
}
