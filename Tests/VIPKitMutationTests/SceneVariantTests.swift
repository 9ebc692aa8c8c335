import Testing
import VIPKitCore
import VIPKitSyntax

@testable import VIPKitMutation

/// A kept scene runs as one mutant of the schema: what may differ (bodies, a `weak` taken
/// off), what may not, and the schema that switches it on.
@Suite("Scene variants in the schema")
struct SceneVariantTests {
  static let reference = """
    final class Presenter {
      weak var view: (any View)?
      var count = 0

      func present(score: Int) {
        view?.show(score >= 2 ? "ok" : "weak")
      }

      var label: String { "L" }
    }
    """

  static func map(_ text: String) -> SourceMap {
    SourceMap(SourceText(path: "P.swift", bytes: Array(text.utf8)))
  }

  @Test("each body that differs is replaced whole; a body that does not is left alone")
  func bodies() throws {
    let variant = Self.reference.replacingOccurrences(of: "score >= 2", with: "score > 2")
    let changes = try SceneVariant.changes(from: Self.map(Self.reference), to: variant).get()
    #expect(changes.count == 1)
    let change = try #require(changes.first)
    #expect(change.operatorName == SceneVariant.operatorName)
    #expect(change.replacement.contains("score > 2") && !change.replacement.contains("var label"))
    let source = Array(Self.reference.utf8)
    #expect(String(decoding: source[change.range], as: UTF8.self).contains("score >= 2"))
  }

  @Test("a weak reference made strong is a change too")
  func weakTakenOff() throws {
    let variant = Self.reference.replacingOccurrences(of: "weak var view", with: "var view")
    let changes = try SceneVariant.changes(from: Self.map(Self.reference), to: variant).get()
    #expect(changes.count == 1)
    let source = Array(Self.reference.utf8)
    #expect(String(decoding: source[changes[0].range], as: UTF8.self) == "weak")
    #expect(changes[0].replacement.isEmpty)
  }

  @Test("a change outside every body is refused, with the variant's line")
  func outsideBodies() {
    let variant = Self.reference.replacingOccurrences(of: "var count = 0", with: "var count = 1")
    #expect(
      SceneVariant.changes(from: Self.map(Self.reference), to: variant)
        == .failure(SceneVariant.Problem(line: 3)))
    let extra = Self.reference.replacingOccurrences(
      of: "  var label", with: "  func more() {}\n\n  var label")
    #expect(throws: SceneVariant.Problem.self) {
      try SceneVariant.changes(from: Self.map(Self.reference), to: extra).get()
    }
  }

  @Test("the same text is no change at all")
  func unchanged() throws {
    #expect(
      try SceneVariant.changes(from: Self.map(Self.reference), to: Self.reference).get().isEmpty)
  }

  @Test(
    "in the schema, a variant's bodies all answer to its one number, and a weak taken off by both an operator and a variant keeps a strong copy for either"
  )
  func schema() throws {
    let map = Self.map(Self.reference)
    let variant = Self.reference.replacingOccurrences(of: "score >= 2", with: "score > 2")
      .replacingOccurrences(of: "\"L\"", with: "\"M\"")
      .replacingOccurrences(of: "weak var view", with: "var view")
    let changes = try SceneVariant.changes(from: map, to: variant).get()
    #expect(changes.count == 3)
    let operators = MutantSchema.mutants(
      of: map, file: "P.swift", operators: [MutationOperators.weakToStrong], firstID: 1)
    let pieces = changes.map { change in
      Mutant(
        id: 9, file: "P.swift", operatorName: change.operatorName, range: change.range,
        replacement: change.replacement,
        location: VIPKitCore.SourceLocation(path: "P.swift", line: 1, column: 1),
        diff: "scene x")
    }
    let rewrite = MutantSchema.rewrite(
      map, mutants: operators + pieces, mutantSwitch: MutantSwitch(key: 1))
    #expect(rewrite.text.components(separatedBy: "case 9:").count - 1 == 2)
    #expect(rewrite.text.contains("== 1 ||") && rewrite.text.contains("== 9 {"))
    #expect(rewrite.linesByMutant[9] != nil && rewrite.linesByMutant[1] != nil)
    // The runner keeps one mutant per number: the variant once, unviable if a piece is.
    var unviable = pieces
    unviable[1].status = .unviable
    let one = SchemaBuild.onePerNumber(operators + unviable)
    #expect(one.map(\.id) == [1, 9] && one[1].status == .unviable)
  }
}
