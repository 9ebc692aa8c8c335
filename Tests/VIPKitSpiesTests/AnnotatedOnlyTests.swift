import Testing
import VIPKitSpies
import VIPKitSyntax

/// `--annotated-only`: protocols selected the way Sourcery and Mockolo users mark them.
@Suite("Selecting protocols by their marks")
struct AnnotatedOnlyTests {
  static let source = """
    protocol AutoMockable {}

    // sourcery: AutoMockable
    protocol ClientProxyProtocol { func start() }

    /// The store.
    /// @mockable
    protocol StoreLogic { func save() }

    protocol FeedLogic: AutoMockable { func load() }

    // sourcery: AutoMockable

    protocol Unmarked { func none() }

    protocol Plain { func plain() }
    """

  @Test("the marked protocols, and only those, get spies; AutoMockable needs no declaration")
  func selection() {
    var options = SpyGenerator.Options()
    options.annotatedOnly = true
    let output = SpyGenerator.generate(
      [SourceText(path: "A.swift", text: Self.source)], options: options)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    #expect(output.spyCount == 3)
    for spy in ["ClientProxyProtocolSpy", "StoreLogicSpy", "FeedLogicSpy"] {
      #expect(output.text.contains("final class \(spy)"))
    }
    #expect(!output.text.contains("UnmarkedSpy"), "a blank line ends the comment block")
    #expect(!output.text.contains("PlainSpy"))
    // Without the marker protocol in the input, inheriting it still gets a spy.
    let alone = SpyGenerator.generate(
      [SourceText(path: "B.swift", text: "protocol FeedLogic: AutoMockable { func load() }")],
      options: options)
    #expect(alone.spyCount == 1, "\(alone.diagnostics)")
  }

  @Test("--suffix names the spies; a trailing Protocol goes, unless that name is taken")
  func suffix() {
    var options = SpyGenerator.Options()
    options.suffix = "Mock"
    let output = SpyGenerator.generate(
      [
        SourceText(
          path: "A.swift",
          text: """
            protocol ClientProxyProtocol { func start() }
            protocol StoreProtocol { func save() }
            protocol Store { func load() }
            protocol Feed { func load() }
            """)
      ], options: options)
    for mock in ["ClientProxyMock", "StoreProtocolMock", "StoreMock", "FeedMock"] {
      #expect(output.text.contains("final class \(mock):"), "\(mock)")
    }
  }

  @Test("--naming sourcery: AutoMockable's names, the method's name and every label, always")
  func sourceryNaming() {
    var options = SpyGenerator.Options(suffix: "Mock")
    options.naming = .sourcery
    let output = SpyGenerator.generate(
      [
        SourceText(
          path: "A.swift",
          text: """
            protocol ClientProxyProtocol {
              func start(analyticsConfiguration: String)
              func fetch(_ id: Int, completion: @escaping (String) -> Void)
              func load(page: Int, size: Int) async throws -> [String]
              func load(query: String) -> [String]
            }
            """)
      ], options: options)
    for member in [
      "var startAnalyticsConfigurationCalled: Bool",
      "startAnalyticsConfigurationReceivedAnalyticsConfiguration: String?",
      "fetchCompletionReceivedArguments: (id: Int, completion: (String) -> Void)?",
      "var loadPageSizeThrowableError: (any Swift.Error)?",
      "var loadPageSizeReturnValue: [String]",
      "loadQueryReceivedQuery: String?",
      "var loadQueryClosure: ((String) -> [String])?",
    ] {
      #expect(output.text.contains(member), "\(member)")
    }
    #expect(output.text.contains("final class ClientProxyMock: ClientProxyProtocol"))
  }
}
