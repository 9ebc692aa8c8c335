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
    passing: { VIPCheck.graph(of: root, names: names) },
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Fails the current test with one failure per cause of a leak: build the scene, release it,
/// and explain each object that stays alive.
///
/// ```swift
/// assertNoLeaks { LoginConfigurator.configure() }
/// ```
/// - Returns: the findings, for tests that look further.
@MainActor
@discardableResult
public func assertNoLeaks<Root: AnyObject>(
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column,
  _ makeScene: () -> Root
) -> [VIPFinding] {
  let verdict = LeakCheck.verdict(makeScene)
  return report(
    verdict.findings, passing: { verdict.graph },
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// `assertNoLeaks`, judged after the scene settled: what no stored property holds gets up to
/// `seconds` to go (work left on the main queue, an invalidated timer), while the check waits
/// suspended. A retain cycle is judged at once.
///
/// ```swift
/// await assertNoLeaks(settlingFor: 2) { ShopConfigurator.configure() }
/// ```
@MainActor
@discardableResult
public func assertNoLeaks<Root: AnyObject>(
  settlingFor seconds: Double,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column,
  _ makeScene: @MainActor () -> Root
) async -> [VIPFinding] {
  let verdict = await LeakCheck.verdict(makeScene, settlingFor: seconds)
  return report(
    verdict.findings, passing: { verdict.graph },
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// `assertNoLeaks(settlingFor:)` on a scene put to work before it is released: `prepare`
/// runs on each build and is awaited, so a task the scene left waiting (for a service that
/// has not answered yet) is running at the release, and a task holding the scene strongly
/// across its `await` is found.
///
/// ```swift
/// await assertNoLeaks(settlingFor: 1) {
///   LoginConfigurator.configure(service: service)
/// } after: { scene in
///   scene.loginTapped(email: "ada@example.com", password: "correct horse")
///   await service.waitUntilAsked()
/// }
/// ```
@MainActor
@discardableResult
public func assertNoLeaks<Root: AnyObject>(
  settlingFor seconds: Double,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column,
  _ makeScene: @MainActor () -> Root,
  after prepare: @MainActor (Root) async -> Void
) async -> [VIPFinding] {
  let verdict = await LeakCheck.verdict(makeScene, after: prepare, settlingFor: seconds)
  return report(
    verdict.findings, passing: { verdict.graph },
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
    passing: { VIPCheck.graph(of: holder, with: keyPath, holding: makeObject) },
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Fails the test once per finding; the first failure also carries the scene's drawing
/// (attached, written beside the build, drawn for the terminal). `passing` gives the scene
/// of a check that passed, drawn only when `VIPKIT_GRAPHS` asks.
@MainActor
private func report(
  _ findings: [VIPFinding], passing: () -> SceneGraph?, at site: CallSite
) -> [VIPFinding] {
  guard let first = findings.first else {
    if GraphOutput.isRequested, let graph = passing() {
      GraphOutput.recordPass(graph, at: site)
    }
    return findings
  }
  let drawing = first.graph.map { GraphOutput.recordFailure($0, at: site) } ?? ""
  for (index, finding) in findings.enumerated() {
    TestFailure.record(finding.message + (index == 0 ? drawing : ""), at: site)
  }
  return findings
}
