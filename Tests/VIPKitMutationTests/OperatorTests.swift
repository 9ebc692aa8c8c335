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
        "boundary", "func f(a: Int) -> Bool { a >= 8 && a < 12 }",
        [
          // Each comparison swapped, and its line moved the other way (7 now passes, 11 no
          // longer does), in the order of the source.
          "func f(a: Int) -> Bool { a > 8 && a < 12 }",
          "func f(a: Int) -> Bool { a >= 7 && a < 12 }",
          "func f(a: Int) -> Bool { a >= 8 && a <= 12 }",
          "func f(a: Int) -> Bool { a >= 8 && a < 11 }",
        ]
      ),
      (
        "boundary", "func f(a: Int) -> Bool { a <= 1 || a > 9 }",
        [
          "func f(a: Int) -> Bool { a < 1 || a > 9 }",
          "func f(a: Int) -> Bool { a <= 2 || a > 9 }",
          "func f(a: Int) -> Bool { a <= 1 || a >= 9 }",
          "func f(a: Int) -> Bool { a <= 1 || a > 10 }",
        ]
      ),
      // A literal that is not the whole operand moves nothing: `8 * b`, `9.5`, `count(of:)`.
      (
        "boundary", "func f(a: Int, b: Int) -> Bool { a >= 8 * b || a < 0x10 }",
        [
          "func f(a: Int, b: Int) -> Bool { a > 8 * b || a < 0x10 }",
          "func f(a: Int, b: Int) -> Bool { a >= 8 * b || a <= 0x10 }",
        ]
      ),
      ("boundary", "func f(a: Int) -> Bool { a == 8 }", []),
      // Where the body has left when the two are equal, or in an assertion, the boundary is
      // never stood on (swift-algorithms): no mutant. Not after a check of other names.
      (
        "boundary",
        "func f(a: Int, b: Int) -> Int {\n  guard a != b else { return 0 }\n  assert(b < 9)\n  return a > b ? 1 : 2\n}",
        []
      ),
      (
        "boundary",
        "func f(a: Int) -> Int {\n  if a == 0 {\n    return 0\n  } else if a > 0 {\n    return 1\n  }\n  return c > 0 ? 1 : 2\n}",
        // The line moved up differs at 1, where the body still goes.
        ["} else if a > 1 {", "return c >= 0 ? 1 : 2", "return c > 1 ? 1 : 2"]
      ),
      // A range in a case pattern moves its upper end; a postfix range has none to move.
      (
        "boundary",
        "func f(a: Int) -> String {\n  switch a {\n  case ...1: return \"low\"\n  case 2...3: return \"mid\"\n  case 4..<9: return \"high\"\n  case 9...: return \"top\"\n  default: return \"\"\n  }\n}",
        [
          "case ..<1: return \"low\"", "case 2..<3: return \"mid\"",
          "case 4...9: return \"high\"",
        ]
      ),
      // A minimum written as a ternary: at the boundary both branches are equal.
      ("boundary", "func f(a: Int, b: Int) -> Int { a > b ? b : a }", []),
      (
        "boundary", "func f(a: Int, b: Int) -> Int { a > b ? 1 : a }",
        ["func f(a: Int, b: Int) -> Int { a >= b ? 1 : a }"]
      ),
      // A negation inside a condition: negated-condition already makes `!(!a)`.
      ("unary", "func f(a: Bool) {\n  guard !a else { return }\n}", []),
      ("unary", "func f(a: Bool) -> Bool { !a }", ["func f(a: Bool) -> Bool { a }"]),
      (
        "unary", "func f(a: Bool, b: Bool) {\n  if b && !a { g() }\n}",
        ["if b && a { g() }"]
      ),
      ("unary", "func f(a: Int) -> Int { -a }", ["func f(a: Int) -> Int { a }"]),
      // A force unwrap, a literal and a subtraction are not prefix negations.
      ("unary", "func f(a: Int?) -> Int { a! - 1 + -1 }", []),
      (
        "compound-assignment", "func f() {\n  count += 1\n  total *= 2\n}",
        ["count -= 1", "total /= 2"]
      ),
      // Lists declared in the file are joined with `+=` too, whatever the right side.
      (
        "compound-assignment",
        "func f() {\n  var results: [String] = []\n  results += names.map { $0 }\n  count += 1\n}",
        ["count -= 1"]
      ),
      // Text and lists are joined with `+=`, where `-=` never compiles.
      ("compound-assignment", "func f() {\n  text += \"!\"\n  items += [1]\n}", []),
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
      // An animation's flag is no behaviour a unit test can see; a flag of another label is.
      (
        "boolean-literal",
        "func f() {\n  nav.pushViewController(s, animated: true)\n  g(isLoading: false)\n}",
        ["g(isLoading: true)"]
      ),
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
      // A value started on the line after `=` or `return`, or after a binary operator, and a
      // `filter`'s only expression are values, never statements (swift-argument-parser).
      (
        "removed-call",
        "func f() {\n  let names =\n    options.compactMap(g)\n  let all = a +\n    b.map(h)\n}", []
      ),
      (
        "removed-call",
        "func f() {\n  let shown = items.filter { item in\n    item.isValid && check(item)\n  }\n}",
        []
      ),
      // A closure that gives no value may lose its call: a worker's completion.
      (
        "removed-call", "func f() {\n  worker.load { [weak self] in\n    self?.show(1)\n  }\n}",
        ["(removed)"]
      ),
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
      // A closure's `return` gives the closure's value; a block's is the function's.
      (
        "return-value",
        "func f() -> String? {\n  let x = items.compactMap { item in\n    return nil as String?\n  }\n  if x.isEmpty {\n    return name\n  }\n  return x.first\n}",
        ["return nil", "return nil"]
      ),
    ])
  func examples(operatorName: String, source: String, expected: [String]) {
    let map = SourceMap(SourceText(path: "F.swift", text: source))
    let mutants = MutantSchema.mutants(
      of: map, file: "F.swift", operators: [operatorName], firstID: 1)
    #expect(mutants.map { $0.diff.components(separatedBy: "  →  ").last ?? "" } == expected)
    #expect(mutants.allSatisfy { $0.operatorName == operatorName })
  }

  @Test("argument: a call across a protocol gets its type's empty value, or its other argument")
  func argument() {
    let protocols = SourceText(
      path: "Protocols.swift",
      text: """
        protocol PaymentWorkerLogic {
          func charge(cents: Int, card: String) throws -> Receipt
        }
        protocol MailWorkerLogic {
          func send(to email: String, copy: String, flags: [String: Bool], tags: [String])
          func remember(_ receipt: Receipt, again: Receipt, urgent: Bool, note: String?)
        }
        protocol Other { func charge(cents: Int, card: Card) }
        """)
    let source = """
      func f(request: Request) {
        let receipt = try payment.charge(cents: total, card: request.card)
        mail?.send(to: request.email, copy: "", flags: map, tags: list)
        mail?.remember(receipt, again: old, urgent: isUrgent, note: text)
        unknown(value: total)
        mail?.send(to: a, copy: b) { done() }
      }
      """
    let map = SourceMap(SourceText(path: "F.swift", text: source))
    let signatures = CallSignatures(sources: [protocols])
    let mutants = MutantSchema.mutants(
      of: map, file: "F.swift", operators: ["argument"], firstID: 1, signatures: signatures)
    // `charge(cents:card:)` has two declarations of other types: which one a call means is
    // unknown, so it is left alone. A literal is the literal operators'; a call with a
    // closure or to an unknown function, nobody's.
    #expect(
      mutants.map { $0.diff.components(separatedBy: "  →  ").last ?? "" } == [
        #"mail?.send(to: "", copy: "", flags: map, tags: list)"#,
        #"mail?.send(to: request.email, copy: "", flags: [:], tags: list)"#,
        #"mail?.send(to: request.email, copy: "", flags: map, tags: [])"#,
        "mail?.remember(old, again: old, urgent: isUrgent, note: text)",
        "mail?.remember(receipt, again: receipt, urgent: isUrgent, note: text)",
        "mail?.remember(receipt, again: old, urgent: !(isUrgent), note: text)",
        "mail?.remember(receipt, again: old, urgent: isUrgent, note: nil)",
      ])
    let unambiguous = CallSignatures(
      sources: [
        SourceText(
          path: "P.swift",
          text: "protocol P { func charge(cents: Int, card: String) throws -> Receipt }")
      ])
    let charged = MutantSchema.mutants(
      of: map, file: "F.swift", operators: ["argument"], firstID: 1, signatures: unambiguous)
    #expect(
      charged.map { $0.diff.components(separatedBy: "  →  ").last ?? "" } == [
        "let receipt = try payment.charge(cents: 0, card: request.card)",
        #"let receipt = try payment.charge(cents: total, card: "")"#,
      ])
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
