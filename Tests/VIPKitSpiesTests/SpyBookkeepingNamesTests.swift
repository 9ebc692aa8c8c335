import Testing
import VIPKitSyntax

@testable import VIPKitSpies

/// VIPKit's drawings know a generated spy's bookkeeping by name (`SceneGraph.isHidden` in the
/// harness, which cannot import the generator): a spy keeps its calls in `callRecorder`, a
/// `SpyCallRecorder`, and a `Sendable` spy also has a `lock`. Renaming either here without
/// the harness would put every spy's recorder back in every scene picture.
@Suite("The names the harness's drawings know a spy's bookkeeping by")
struct SpyBookkeepingNamesTests {
  @Test("a spy's recorder and lock are the names the harness hides")
  func names() {
    let source = SourceText(
      path: "P.swift", text: "protocol Store: Sendable {\n  func save(_ value: Int)\n}\n")
    let spies = SpyGenerator.generate([source]).text
    #expect(SpyRecorderSource.typeName == "SpyCallRecorder")
    #expect(spies.contains("private let callRecorder = SpyCallRecorder()"))
    #expect(spies.contains("private let lock = NSLock()"))
  }
}
