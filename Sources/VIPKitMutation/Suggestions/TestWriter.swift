/// Writes a suggested test: the scenario that told the mutant from the code, as Given and
/// When, then what the code as written did there, as Swift Testing's `#expect` or XCTest's
/// assertions. A Swift Testing test is a free `@Test` function; an XCTest one, a class of its
/// own: either can be appended to a file of the target's tests as it is.
enum TestWriter {
  /// The most values a test checks: those that told the mutant apart, first.
  static let maximumChecks = 6

  static func code(
    for mutant: Mutant, plan: SurvivorPlan, finding: TestSuggester.Finding, framework: String
  ) -> String {
    var checked = finding.differing
    if checked.isEmpty {
      // The mutant crashed there: any check of what the code did catches it.
      checked = finding.reference.map(\.path).filter { $0.hasSuffix("CallsCount") }
      if checked.isEmpty { checked = finding.reference.prefix(2).map(\.path) }
    }
    var body = finding.code + checks(checked, of: finding.reference, framework: framework)
    if let beside = finding.beside {
      // A boundary: the input on it, then the one just beside it, in a scope of its own.
      body =
        ["// On the boundary:"] + body + ["// Just beside it:", "do {"]
        + (beside.code + checks(checked, of: beside.reference, framework: framework)).map {
          "  " + $0
        } + ["}"]
    }
    return wrap(
      body, mutant: mutant, type: plan.typeName, method: plan.methodName,
      isMainActor: plan.isMainActor, isAsync: plan.isAsync, framework: framework)
  }

  /// `#expect(path == value)` (or XCTest's) for each of `paths`, with what the code did.
  private static func checks(
    _ paths: [String], of reference: [(path: String, value: String)], framework: String
  ) -> [String] {
    let values = Dictionary(reference.map { ($0.path, $0.value) }) { first, _ in first }
    return paths.prefix(maximumChecks).compactMap { path -> String? in
      guard let value = values[path] else { return nil }
      if framework == "xctest" {
        return value == "nil" ? "XCTAssertNil(\(path))" : "XCTAssertEqual(\(path), \(value))"
      }
      return "#expect(\(path) == \(value))"
    }
  }

  /// The body in a test function (Swift Testing) or a test class (XCTest).
  static func wrap(
    _ body: [String], mutant: Mutant, type: String, method: String, isMainActor: Bool,
    isAsync: Bool, framework: String
  ) -> String {
    let base = String(method.prefix { $0 != "(" })
    let title =
      "\(type).\(method) catches the \(mutant.operatorName) mutant at line \(mutant.location.line)"
    if framework == "xctest" {
      // On Linux, XCTest calls a main-actor test only if it is async.
      let effects = isMainActor || isAsync ? " async" : ""
      let indented = body.map { "    \($0)" }.joined(separator: "\n")
      return """
        /// \(title)
        final class \(type)Mutant\(mutant.id)Tests: XCTestCase {
          \(isMainActor ? "@MainActor " : "")func test\(base.prefix(1).uppercased() + base.dropFirst())CatchesMutant\(mutant.id)()\(effects) {
        \(indented)
          }
        }
        """
    }
    let indented = body.map { "  \($0)" }.joined(separator: "\n")
    return """
      @Test(\(String(reflecting: title)))
      \(isMainActor ? "@MainActor " : "")func \(base)CatchesMutant\(mutant.id)()\(isAsync ? " async" : "") {
      \(indented)
      }
      """
  }

  /// The test's name as the binary lists it: `Target.evaluateCatchesMutant3()` or
  /// `Target.TypeMutant3Tests/testEvaluateCatchesMutant3`.
  static func testName(of code: String, target: String, framework: String) -> TestName {
    if framework == "xctest" {
      let words = code.split(whereSeparator: { " ({:\n".contains($0) })
      let type = words.firstIndex(of: "class").map { words[$0 + 1] } ?? ""
      let test = words.firstIndex(of: "func").map { words[$0 + 1] } ?? ""
      return TestName(library: .xctest, id: "\(target).\(type)/\(test)")
    }
    let words = code.split(whereSeparator: { " (\n".contains($0) })
    let test = words.firstIndex(of: "func").map { words[$0 + 1] } ?? ""
    return TestName(library: .swiftTesting, id: "\(target).\(test)()")
  }
}

/// A weak reference made strong: the test sets the property, lets the object go, and
/// expects nil; with VIPKit imported, `assertWeak` says it in one line.
enum WeakReferenceTest {
  static func code(
    for mutant: Mutant, context: SurvivorContext, framework: String, usesVIPKit: Bool
  ) -> String? {
    guard let outline = context.outlines[mutant.file],
      let token = outline.tokens.firstIndex(where: {
        $0.range.lowerBound >= mutant.range.lowerBound
      }),
      let type = outline.types.filter({ $0.keyword != "protocol" && $0.body.contains(token) })
        .min(by: { $0.body.count < $1.body.count }),
      let property = type.properties.filter({ $0.token > token }).min(by: { $0.token < $1.token }),
      let spy = context.spy(for: property.type),
      Signature.initializer(of: type, in: outline)?.parameters.allSatisfy(\.hasDefault) ?? true
    else { return nil }
    let isMainActor = type.attributes.contains("@MainActor")
    let body: [String]
    if usesVIPKit {
      body = ["assertWeak(\\\(type.name).\(property.name), of: \(type.name)()) { \(spy.name)() }"]
    } else {
      let check =
        framework == "xctest"
        ? "XCTAssertNil(sut.\(property.name))" : "#expect(sut.\(property.name) == nil)"
      body = [
        "let sut = \(type.name)()", "var neighbour: \(spy.name)? = \(spy.name)()",
        "sut.\(property.name) = neighbour", "neighbour = nil", check,
      ]
    }
    return TestWriter.wrap(
      body, mutant: mutant, type: type.name, method: property.name, isMainActor: isMainActor,
      isAsync: false, framework: framework)
  }
}
