import Testing
import VIPKit

@Suite("Reporting to Swift Testing")
@MainActor
struct ReportingTests {
  @Test("assertVIPCycle records one issue per finding, at the caller's line")
  func cycleIssues() {
    let line = #line + 3
    withKnownIssue {
      // Two links missing: two issues.
      assertVIPCycle(GreetConfigurator.configure([.noRouter, .noWorker]))
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "ReportingTests.swift"
        && issue.comments.contains { $0.rawValue.hasPrefix("Missing link") }
    }
  }

  @Test("assertNoLeaks records the retain cycle")
  func leakIssue() {
    withKnownIssue {
      assertNoLeaks { GreetConfigurator.configure([.strongPresenterView]) }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("StrongGreetPresenter.viewController → GreetViewController")
      }
    }
  }

  @Test("assertWeak records a strong reference")
  func weakIssue() {
    withKnownIssue {
      assertWeak(\StrongGreetPresenter.viewController, of: StrongGreetPresenter()) { DisplaySpy() }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("is not weak") }
    }
  }

  @Test("passing checks record nothing and return no finding")
  func passingChecks() {
    #expect(assertVIPCycle(GreetConfigurator.configure()).isEmpty)
    #expect(assertNoLeaks { GreetConfigurator.configure() }.isEmpty)
    #expect(
      assertWeak(\GreetPresenter.viewController, of: GreetPresenter()) { DisplaySpy() }.isEmpty)
  }
}
