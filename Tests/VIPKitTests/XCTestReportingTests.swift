import VIPKit
import XCTest

/// The harness reports to XCTest when no Swift Testing test is running. This case captures
/// the failures XCTest receives instead of failing, to check them.
///
/// XCTest on Linux needs `@MainActor` test methods to be `async` (a synchronous one crashes).
final class XCTestReportingTests: XCTestCase {
  private var recorded: [(message: String, file: String, line: Int)] = []

  #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
      recorded.append(
        (
          issue.compactDescription, issue.sourceCodeContext.location?.fileURL.path ?? "",
          issue.sourceCodeContext.location?.lineNumber ?? 0
        ))
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      recorded.append((description, filePath, lineNumber))
    }
  #endif

  @MainActor func testCycleFindingsReachXCTestAtTheCallersLine() async {
    let line = #line + 1
    let findings = assertVIPCycle(GreetConfigurator.configure([.noPresenterView]))
    XCTAssertEqual(findings.count, 1)
    XCTAssertEqual(recorded.count, 1)
    XCTAssertEqual(recorded.first?.line, line)
    XCTAssertTrue(recorded.first?.file.hasSuffix("XCTestReportingTests.swift") ?? false)
    XCTAssertTrue(
      recorded.first?.message.contains("GreetPresenter.viewController is nil") ?? false,
      "\(recorded)")
  }

  @MainActor func testLeakFindingsReachXCTest() async {
    assertNoLeaks { GreetConfigurator.configure([.strongCompletion]) }
    XCTAssertEqual(recorded.count, 1)
    XCTAssertTrue(recorded.first?.message.contains("GreetWorker.pendingCompletion") ?? false)
  }

  @MainActor func testACorrectSceneReportsNothing() async {
    assertVIPCycle(GreetConfigurator.configure())
    assertNoLeaks { GreetConfigurator.configure() }
    XCTAssertTrue(recorded.isEmpty, "\(recorded)")
  }
}
