import Foundation
import Testing
import VIPKit

/// Where a failing check's drawing goes: under the failure (the terminal drawing and the
/// path), as files beside the test bundle, and nowhere for a passing check unless
/// `VIPKIT_GRAPHS` asks.
@Suite("A failing check carries its scene's drawing", .serialized)
@MainActor
struct GraphOutputTests {
  /// `vipkit-graphs` beside the test bundle, where the harness writes under `swift test`.
  static var folder: URL? {
    CommandLine.arguments.first { $0.hasSuffix(".xctest") }.map {
      URL(fileURLWithPath: $0).deletingLastPathComponent()
        .appendingPathComponent("vipkit-graphs")
    }
  }

  @Test("the failure shows the terminal drawing and names the SVG, which is the finding's graph")
  func failureCarriesDrawing() throws {
    let folder = try #require(Self.folder)
    var findings: [VIPFinding] = []
    // The file is named after the check's line, given here.
    let line: UInt = 9_001
    try? FileManager.default.removeItem(
      at: folder.appendingPathComponent("GraphOutputTests-\(line).svg"))
    withKnownIssue {
      findings = assertNoLeaks(line: line) { GreetConfigurator.configure([.strongRouterView]) }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("── viewController ─▶ GreetViewController [view] ✗  ⟲ ← make this weak")
        && text.contains("Drawing: \(folder.path)/GraphOutputTests-\(line).svg")
    }
    let file = folder.appendingPathComponent("GraphOutputTests-\(line).svg")
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(written == findings.first?.graph?.svg)
    let mermaid = try String(
      contentsOf: file.deletingPathExtension().appendingPathExtension("mmd"), encoding: .utf8)
    #expect(mermaid == findings.first?.graph?.mermaid)
  }

  @Test("only the first failure of a check carries the drawing")
  func drawingOnce() {
    final class Count: @unchecked Sendable { var value = 0 }
    let drawings = Count()
    withKnownIssue {
      assertNoLeaks { GreetConfigurator.configure([.strongRouterView, .strongPresenterView]) }
    } matching: { issue in
      if issue.comments.contains(where: { $0.rawValue.contains("Drawing: ") }) {
        drawings.value += 1
      }
      return true
    }
    #expect(drawings.value == 1)
  }

  @Test("a passing check writes nothing; with VIPKIT_GRAPHS it writes its scene there")
  func passing() throws {
    let folder = try #require(Self.folder)
    let line: UInt = 9_002
    let file = folder.appendingPathComponent("GraphOutputTests-\(line).svg")
    try? FileManager.default.removeItem(at: file)
    assertNoLeaks(line: line) { GreetConfigurator.configure() }
    #expect(!FileManager.default.fileExists(atPath: file.path))

    let asked = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vipkit-graphs-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: asked) }
    setenv("VIPKIT_GRAPHS", asked.path, 1)
    defer { unsetenv("VIPKIT_GRAPHS") }
    let askedLine: UInt = 9_003
    assertVIPCycle(GreetConfigurator.configure(), line: askedLine)
    let svg = try String(
      contentsOf: asked.appendingPathComponent("GraphOutputTests-\(askedLine).svg"),
      encoding: .utf8)
    #expect(svg.contains("GreetViewController scene"))
    #expect(svg.contains("SharedAPIClient"), "the live scene's graph includes what it shares")

    // A passing weak check draws what it proved: the holder and, dashed, what it points at.
    let weakLine: UInt = 9_004
    let presenter = GreetPresenter()
    assertWeak(\GreetPresenter.viewController, of: presenter, line: weakLine) { DisplaySpy() }
    let weak = asked.appendingPathComponent("GraphOutputTests-\(weakLine)")
    let weakSVG = try String(contentsOf: weak.appendingPathExtension("svg"), encoding: .utf8)
    #expect(weakSVG.contains("GreetPresenter") && weakSVG.contains("DisplaySpy"))
    let weakMermaid = try String(contentsOf: weak.appendingPathExtension("mmd"), encoding: .utf8)
    #expect(weakMermaid.contains("-.->"), "the weak reference is drawn dashed")
    #expect(!weakMermaid.contains("-->"), "and it is the only reference")
    #expect(presenter.viewController == nil, "the property is put back as it was")
  }
}
