import Testing
import VIPKitSyntax

@testable import VIPKitSpies

/// Repeated base names are told apart by comparing names pairwise in a small protocol and by
/// hashing in a large one: both ways must give the same names.
@Suite("Member names of protocols small and large")
struct SpyNamingTests {
  @Test(
    "an overload is told apart by its labels, with few requirements or many",
    arguments: [2, 15, 16, 17, 40])
  func overloads(requirements: Int) {
    var lines = ["protocol Catalog {", "  func load(id: Int)", "  func load(name: String)"]
    for index in 0..<(requirements - 2) { lines.append("  func refresh\(index)()") }
    lines.append("}")
    let spies = SpyGenerator.generate([
      SourceText(path: "Catalog.swift", text: lines.joined(separator: "\n"))
    ]).text
    #expect(spies.contains("var loadIdCallsCount: Int = 0"))
    #expect(spies.contains("var loadNameCallsCount: Int = 0"))
    #expect(!spies.contains("var loadCallsCount"))
    if requirements > 2 {
      #expect(spies.contains("var refresh0CallsCount: Int = 0"))
    }
  }

  @Test("no repeats among many requirements: every name stays plain")
  func manyDistinct() {
    let body = (0..<30).map { "  func step\($0)(value: Int)" }.joined(separator: "\n")
    let spies = SpyGenerator.generate([
      SourceText(path: "Steps.swift", text: "protocol Steps {\n\(body)\n}\n")
    ]).text
    for index in 0..<30 {
      #expect(spies.contains("var step\(index)CallsCount: Int = 0"), "step\(index)")
    }
    #expect(!spies.contains("ValueCallsCount"))
  }

  @Test(
    "base names: operators become words, backticked keywords lose their backticks",
    arguments: [
      ("==", "equalTo"), ("<", "lessThan"), ("`default`", "default"), ("fetch", "fetch"),
      ("+++", "operator"),
    ])
  func baseName(name: String, expected: String) {
    #expect(SpyNaming.baseName(name) == expected)
  }
}
