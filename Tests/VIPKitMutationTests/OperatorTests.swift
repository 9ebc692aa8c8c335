import Testing
import VIPKitSyntax
import VIPKitTestSupport

@testable import VIPKitMutation

/// Each operator by example: a body in, its mutants (as one-line diffs) out.
@Suite("Mutation operators")
struct OperatorTests {
  @Test(
    "source in, mutants out",
    arguments: [
      (
        "relational", "func f(a: Int, b: Int) -> Bool { a == b }",
        ["func f(a: Int, b: Int) -> Bool { a != b }"]
      ),
      (
        "relational", "func f(a: Int) -> Bool { return a < 3 }",
        ["func f(a: Int) -> Bool { return a >= 3 }"]
      ),
      ("relational", "func f() -> Array<Int> { Array<Int>() }", []),
      (
        "logical-connector", "func f(a: Bool, b: Bool) -> Bool { a && b }",
        ["func f(a: Bool, b: Bool) -> Bool { a || b }"]
      ),
      ("negated-condition", "func f(a: Bool) {\n  if a { g() }\n}", ["if !(a) { g() }"]),
      ("negated-condition", "func f(a: Int?) {\n  guard let a else { return }\n}", []),
      (
        "negated-condition", "func f(a: Bool) {\n  guard a else { return }\n}",
        ["guard !(a) else { return }"]
      ),
      ("boolean-literal", "func f() -> Bool { true }", ["func f() -> Bool { false }"]),
      // Joining strings is not arithmetic: `-` on strings never compiles.
      ("arithmetic", #"func f(id: String) -> String { "Order " + id + "." }"#, []),
      (
        "arithmetic", #"func f(n: Int) -> String { String(n + 1) + " €" }"#,
        [#"func f(n: Int) -> String { String(n - 1) + " €" }"#]
      ),
      (
        "arithmetic", "func f(a: Int) -> Int { a * 2 + 1 }",
        ["func f(a: Int) -> Int { a / 2 + 1 }", "func f(a: Int) -> Int { a * 2 - 1 }"]
      ),
      (
        "removed-call",
        "func f() {\n  presenter?.presentLoading(isLoading: true)\n  let x = g()\n}", ["(removed)"]
      ),
      ("removed-call", "func f() {\n  count = g(1)\n}", []),
      // Lines inside a call's parentheses or a literal are arguments and elements, never
      // statements: removing one can never compile (found on a real Clean Swift codebase).
      (
        "removed-call",
        "func f() {\n  let m = Model(\n    fields: Scene.Fields(\n      name: x\n    ),\n    items: [\n      make(1),\n      make(2)\n    ]\n  )\n}",
        []
      ),
      (
        "removed-call",
        // Only `log(2)`, a statement of the trailing closure; `show(…) { … }` ends with `}`.
        "func f() {\n  show(\n    Item(a: 1)\n  ) {\n    log(2)\n  }\n}",
        ["(removed)"]
      ),
      (
        "string-literal", #"func f(name: String) -> String { "Welcome, \(name)!" }"#,
        [#"func f(name: String) -> String { "" }"#]
      ),
      ("string-literal", #"func f() -> String { "" }"#, []),
      (
        "swapped-ternary", "func f(a: Bool) -> Int { a ? 1 : 2 }",
        ["func f(a: Bool) -> Int { a ? 2 : 1 }"]
      ),
      ("return-value", "func f() -> String {\n  return name\n}", [#"return """#]),
      ("return-value", "func f() -> Int? {\n  return count\n}", ["return nil"]),
      ("return-value", "func f() -> User {\n  return user\n}", []),
    ])
  func examples(operatorName: String, source: String, expected: [String]) {
    let map = SourceMap(SourceText(path: "F.swift", text: source))
    let mutants = MutantSchema.mutants(
      of: map, file: "F.swift", operators: [operatorName], firstID: 1)
    #expect(mutants.map { $0.diff.components(separatedBy: "  →  ").last ?? "" } == expected)
    #expect(mutants.allSatisfy { $0.operatorName == operatorName })
  }

  @Test("weak var → var is proposed for stored weak references only")
  func weakToStrong() {
    let map = SourceMap(
      SourceText(
        path: "P.swift",
        text: """
          final class P {
            weak var viewController: (any DisplayLogic)?
            weak var observed: AnyObject? { didSet {} }
            func f() { weak var local = self; _ = local }
          }
          """))
    let mutants = MutantSchema.mutants(
      of: map, file: "P.swift", operators: ["weak-to-strong"], firstID: 1)
    #expect(
      mutants.map(\.diff) == [
        "weak var viewController: (any DisplayLogic)?  →  var viewController: (any DisplayLogic)?"
      ])
  }

  @Test("// vipkit:disable-next-line and disable … enable switch mutation off")
  func optingOut() {
    let source = MarkedSource(
      """
      func f(a: Int) -> Bool {
        // vipkit:disable-next-line
        let x = a == 1
        // vipkit:disable
        let y = a == 2
        let z = a == 3
        // vipkit:enable
        return x || y || z || a 1️⃣== 4
      }
      """)
    let map = SourceMap(SourceText(path: "F.swift", text: source.text))
    let mutants = MutantSchema.mutants(
      of: map, file: "F.swift", operators: ["relational"], firstID: 1)
    #expect(mutants.map(\.location) == source.locations(path: "F.swift"))
  }

  @Test("a vipkit check suppression (it names a rule) does not switch mutation off")
  func checkSuppressionIsNotMutations() {
    let source = MarkedSource(
      """
      func f(a: Int) -> Bool {
        // vipkit:disable-next-line VIP004 -- a legacy format, moved in ticket 12
        return a 1️⃣== 1
      }
      """)
    let map = SourceMap(SourceText(path: "F.swift", text: source.text))
    let mutants = MutantSchema.mutants(
      of: map, file: "F.swift", operators: ["relational"], firstID: 1)
    #expect(mutants.map(\.location) == source.locations(path: "F.swift"))
  }

  @Test("each mutant is reported at the marked place: the operator, the literal, the call")
  func locations() {
    let source = MarkedSource(
      """
      func f(a: Int, b: Bool) -> Bool {
        presenter?.present(a: a)
        3️⃣presenter?.show()
        if a 1️⃣> 2 && b { return 2️⃣true }
        return false
      }
      """)
    let map = SourceMap(SourceText(path: "F.swift", text: source.text))
    let mutants = MutantSchema.mutants(
      of: map, file: "F.swift", operators: ["relational", "boolean-literal", "removed-call"],
      firstID: 1)
    #expect(Set(source.locations(path: "F.swift")).isSubset(of: Set(mutants.map(\.location))))
  }

  @Test("every operator has a name the command line accepts, once")
  func names() {
    #expect(Set(MutationOperators.names).count == MutationOperators.names.count)
    #expect(MutationOperators.names.contains("weak-to-strong"))
  }
}
