import Foundation
import Testing
import VIPKitCore
import VIPKitSyntax

@testable import VIPKitMutation

/// How a suggested test is written, without building anything: the inputs a search tries,
/// the object and its spies, the method's call, the test around them in each framework.
@Suite("Suggested tests, as written")
struct SuggestionWritingTests {
  static let scene = """
    enum Shop {
      enum Buy {
        struct Request {
          var items: [Line]
          var coupon: String?
        }
      }
      struct Line { var cents: Int; var count: Int = 1 }
      enum Failure: Error { case declined, offline }
    }

    @MainActor protocol ShopPresentationLogic: AnyObject { func presentTotal(cents: Int) }
    @MainActor protocol PaymentWorkerLogic: AnyObject {
      func charge(cents: Int) throws(Shop.Failure) -> String
    }

    @MainActor final class ShopInteractor {
      var presenter: (any ShopPresentationLogic)?
      var payment: (any PaymentWorkerLogic)?
      var discount = 0

      func buy(request: Shop.Buy.Request) {
        let total = request.items.reduce(0) { $0 + $1.cents * $1.count }
        presenter?.presentTotal(cents: total >= 500 ? total - discount : total)
      }

      private func round(_ cents: Int) -> Int { cents / 5 * 5 }
      func rounded(_ cents: Int) -> Int { round(cents) }
      func refresh() { Task { presenter?.presentTotal(cents: 7 + discount) } }
    }
    """

  static func context() -> SurvivorContext {
    let outline = SwiftOutline(
      SourceText(path: "Sources/Shop/Shop.swift", bytes: Array(scene.utf8)))
    let protocols = DeclarationParser.protocols(
      in: SourceText(path: "Sources/Shop/Shop.swift", bytes: Array(scene.utf8))
    ).protocols
    return SurvivorContext(
      outlines: ["Sources/Shop/Shop.swift": outline],
      protocols: Dictionary(uniqueKeysWithValues: protocols.map { ($0.name, $0) }),
      catalog: TypeCatalog(outlines: [outline]),
      spies: [
        "ShopPresentationLogic": SpyClass(
          name: "ShopPresentationLogicSpy", properties: ["presentTotalCallsCount"],
          typedProperties: []),
        "PaymentWorkerLogic": SpyClass(
          name: "PaymentWorkerLogicSpy",
          properties: ["chargeReturnValue", "chargeThrowableError"], typedProperties: []),
      ])
  }

  /// The mutant at the first occurrence of `text` in the scene.
  static func mutant(at text: String, operatorName: String = "relational", diff: String = "")
    -> Mutant
  {
    let offset = scene.utf8.count - scene[scene.range(of: text)!.lowerBound...].utf8.count
    return Mutant(
      id: 7, file: "Sources/Shop/Shop.swift", operatorName: operatorName,
      range: offset..<offset + 2, replacement: "",
      location: SourceLocation(path: "Sources/Shop/Shop.swift", line: 20, column: 5),
      diff: diff)
  }

  @Test("the module's types by the name a test writes: nested structs, fields, enum cases")
  func catalog() {
    let catalog = Self.context().catalog
    #expect(catalog.entry(named: "Shop.Buy.Request")?.fields.map(\.label) == ["items", "coupon"])
    // `Line` is written inside `Shop.Buy.Request`, and found in `Shop`.
    #expect(catalog.entry(named: "Line", in: "Shop.Buy.Request")?.qualifiedName == "Shop.Line")
    #expect(catalog.entry(named: "Shop.Failure")?.cases == ["declined", "offline"])
    #expect(catalog.someError?.qualifiedName == "Shop.Failure")
  }

  @Test("a value's choices: literals' boundaries first, structs field by field, lists, nil")
  func shapes() throws {
    let values = ValueShapes(catalog: Self.context().catalog, integers: [500], strings: [])
    let request = try #require(values.shape(of: "Shop.Buy.Request"))
    #expect(
      request.render()
        == "Shop.Buy.Request(items: [Shop.Line(cents: 1, count: 1)], coupon: \"abc\")")
    // The first points: the list (one, none, two), then the line's cents: 1, 2, 0, 3, 500…
    let points = request.points()
    #expect(points.first?.count == 3)
    #expect(request.render(choices: [(points[0].path, 1)]).hasPrefix("Shop.Buy.Request(items: []"))
    #expect(
      request.render(choices: [(points[0].path, 2)])
        .contains("[Shop.Line(cents: 1, count: 1), Shop.Line(cents: 2, count: 2)]"))
    #expect(request.value(at: points[1].path, alternative: 4) == "500")
    // Strings of the lengths the code names come before the other words.
    let string = try #require(
      ValueShapes(catalog: TypeCatalog(outlines: []), integers: [8], strings: []).shape(
        of: "String"))
    #expect(string.render(choices: [([], 1)]) == "\"aaaaaaaa\"")
    #expect(string.render(choices: [([], 2)]) == "\"aaaaaaa\"")
    // A property of the object: left alone unless a scenario sets it.
    let unset = ValueShape.unset(.leaf(["1", "2"]))
    #expect(unset.render() == "nil")
    #expect(unset.render(choices: [([0], 1)]) == "2")
  }

  @Test("the plan: the object, a spy per neighbour with what it returns or throws, the call")
  func plan() throws {
    let plan = try Self.context().plan(for: Self.mutant(at: ">= 500")).get()
    #expect(plan.methodName == "buy(request:)")
    #expect(plan.spies == ["presenter", "payment"])
    #expect(
      plan.code(SurvivorPlan.Scenario(changes: [])) == [
        "let sut = ShopInteractor()",
        "let presenter = ShopPresentationLogicSpy()",
        "sut.presenter = presenter",
        "let payment = PaymentWorkerLogicSpy()",
        "payment.chargeReturnValue = \"abc\"",
        "sut.payment = payment",
        "sut.buy(request: Shop.Buy.Request(items: [Shop.Line(cents: 1, count: 1)], coupon: \"abc\"))",
      ])
    // A scenario that makes the spy throw adds its line; one that sets the object's state, its.
    let scenarios = plan.scenarios.map(plan.code)
    #expect(
      scenarios.contains { $0.contains("payment.chargeThrowableError = Shop.Failure.declined") })
    #expect(scenarios.contains { $0.contains("sut.discount = 2") })
    #expect(plan.scenarios.count <= SurvivorPlan.maximumScenarios)
  }

  @Test("arguments the tests already pass are the usual ones: inputs the domain allows")
  func valuesTheTestsUse() throws {
    let tests = SourceText(
      path: "ShopTests.swift",
      text: """
        @Test func totals() {
          sut.rounded(740)
          presenter.presentStrength(score: 4, maximum: 4)
          presenter.presentStrength(score: 1, maximum: 4)
          view.show(title: "Basket", items: [1, 2], isOpen: true, note: make("x"))
        }
        """)
    let literals = ArgumentLiterals.read([tests])
    #expect(literals["presentStrength.score"] == ["4", "1"])
    #expect(literals["presentStrength.maximum"] == ["4"])
    #expect(literals["show.title"] == ["\"Basket\""])
    #expect(literals["show.isOpen"] == ["true"])
    // Neither a list nor a call is a literal; an unlabelled argument is keyed by `_`.
    #expect(literals["show.items"] == nil && literals["show.note"] == nil)
    #expect(literals["rounded._"] == ["740"])

    // The usual value of `rounded(_:)`'s argument is the tests' 740, not the code's 1.
    var context = Self.context()
    let before = try context.plan(for: Self.mutant(at: "/ 5")).get()
    #expect(before.code(SurvivorPlan.Scenario(changes: [])).last == "let result = sut.rounded(1)")
    context.testLiterals = literals
    let after = try context.plan(for: Self.mutant(at: "/ 5")).get()
    #expect(after.code(SurvivorPlan.Scenario(changes: [])).last == "let result = sut.rounded(740)")
  }

  @Test("a private method is reached through the method of the type that calls it")
  func privateMethod() throws {
    let plan = try Self.context().plan(for: Self.mutant(at: "/ 5")).get()
    #expect(plan.methodName == "rounded(_:)")
    #expect(plan.code(SurvivorPlan.Scenario(changes: [])).last == "let result = sut.rounded(1)")
    #expect(plan.hasResult)
  }

  @Test("a method that answers from a task it starts: the test lets the task run first")
  func startsTask() throws {
    let plan = try Self.context().plan(for: Self.mutant(at: "7 + discount")).get()
    #expect(plan.isAsync)
    #expect(
      plan.code(SurvivorPlan.Scenario(changes: [])).suffix(2) == [
        "sut.refresh()", "for _ in 0..<20 { await Task.yield() }",
      ])
  }

  @Test("the test, in Swift Testing and XCTest: the scenario and what the code did there")
  func writing() throws {
    let plan = try Self.context().plan(for: Self.mutant(at: ">= 500")).get()
    let mutant = Self.mutant(at: ">= 500", diff: "a >= 500  →  a < 500")
    let finding = TestSuggester.Finding(
      code: ["let sut = ShopInteractor()"],
      reference: [("presenter.presentTotalCallsCount", "1"), ("sut.discount", "nil")],
      differing: ["presenter.presentTotalCallsCount", "sut.discount"])
    let swiftTesting = TestWriter.code(
      for: mutant, plan: plan, finding: finding, framework: "swift-testing")
    #expect(
      swiftTesting == """
        @Test("ShopInteractor.buy(request:) catches the relational mutant at line 20")
        @MainActor func buyCatchesMutant7() {
          let sut = ShopInteractor()
          #expect(presenter.presentTotalCallsCount == 1)
          #expect(sut.discount == nil)
        }
        """)
    let xctest = TestWriter.code(for: mutant, plan: plan, finding: finding, framework: "xctest")
    #expect(xctest.contains("final class ShopInteractorMutant7Tests: XCTestCase {"))
    #expect(xctest.contains("@MainActor func testBuyCatchesMutant7() async {"))
    #expect(xctest.contains("    XCTAssertEqual(presenter.presentTotalCallsCount, 1)"))
    #expect(xctest.contains("    XCTAssertNil(sut.discount)"))
    #expect(
      TestWriter.testName(of: xctest, target: "ShopTests", framework: "xctest").id
        == "ShopTests.ShopInteractorMutant7Tests/testBuyCatchesMutant7")
    #expect(
      TestWriter.testName(of: swiftTesting, target: "ShopTests", framework: "swift-testing").id
        == "ShopTests.buyCatchesMutant7()")
  }

  @Test("the same finding in words: the call, the input, what to check, the two outcomes")
  func words() throws {
    let plan = try Self.context().plan(for: Self.mutant(at: ">= 500")).get()
    let mutant = Self.mutant(
      at: ">= 500", diff: "let big = total >= 500 && member  →  let big = total < 500 && member")
    #expect(SurvivorWords.changeWords(mutant) == "with `total >= 500` made `total < 500`")
    var finding = TestSuggester.Finding(
      code: ["let sut = ShopInteractor()"],
      reference: [("presenter.presentTotalCallsCount", "1"), ("sut.discount", "nil")],
      differing: ["presenter.presentTotalCallsCount"],
      inputs: [("request.total", "500")], mutated: [("presenter.presentTotalCallsCount", "0")])
    finding.beside = (
      ["// 499"], [("presenter.presentTotalCallsCount", "0")], [("request.total", "499")]
    )
    let sentence = SurvivorWords.sentence(mutant: mutant, plan: plan, finding: finding)
    #expect(
      sentence
        == "No test calls `ShopInteractor.buy(request:)` with `request.total` set to 500 and "
        + "checks `presenter.presentTotalCallsCount`: the reference leaves 1 there; with "
        + "`total >= 500` made `total < 500`, 0. Just beside it, with `request.total` set to "
        + "499, the reference leaves 0: a boundary has two sides.")
    // A mutant that crashes there: what to call, and that it must finish.
    finding.mutated = []
    #expect(
      SurvivorWords.sentence(mutant: mutant, plan: plan, finding: finding).hasSuffix(
        "checks what it does: there the reference finishes, but with `total >= 500` made "
          + "`total < 500` the call crashes or never ends."))
    // A removed call, and a change at the line's start.
    let removed = Self.mutant(at: ">= 500", diff: "presenter.show(x)  →  ")
    #expect(SurvivorWords.changeWords(removed) == "with `presenter.show(x)` removed")
    let negated = Self.mutant(at: ">= 500", diff: "if ready {  →  if !ready {")
    #expect(SurvivorWords.changeWords(negated) == "with `if ready` made `if !ready`")
    // Cut where a bracket would stay open; just the operator where no cut closes it.
    let connector = Self.mutant(
      at: ">= 500",
      diff: "if a.contains(where: \\.isUppercase) && a.contains(where: \\.isLowercase) {"
        + "  →  if a.contains(where: \\.isUppercase) || a.contains(where: \\.isLowercase) {")
    #expect(SurvivorWords.changeWords(connector) == "with `&&` made `||`")
    let argument = Self.mutant(
      at: ">= 500", diff: "show(score: s, maximum: Self.top)  →  show(score: s, maximum: 0)")
    #expect(SurvivorWords.changeWords(argument) == "with `maximum: Self.top` made `maximum: 0`")
    let weak = Self.mutant(
      at: ">= 500",
      diff: "weak var viewController: (any Display)?  →  var viewController: (any Display)?")
    #expect(
      SurvivorWords.weakReference(mutant: weak).hasPrefix(
        "No test lets go of what `viewController` of Shop points at and checks that it is then nil")
    )
  }

  @Test("a plan's varied inputs in words: what holds them and the value, a string's length")
  func inputsInWords() {
    let shape = ValueShape.construct(
      "Shop.Request",
      [("name", .leaf(["\"abc\"", "\"abcdefgh\"", "\"\""])), ("items", .array(.leaf(["1"])))])
    #expect(shape.labels(at: [0]) == [".name"])
    #expect(shape.described(at: [0], alternative: 1) == "\"abcdefgh\" (8 characters)")
    #expect(shape.described(at: [0], alternative: 2) == "an empty string")
    #expect(shape.labels(at: [1]) == [".items"])
    #expect(shape.described(at: [1], alternative: 1) == "an empty list")
    var plan = SurvivorPlan(
      typeName: "Shop", methodName: "buy(request:)", isMainActor: false, isAsync: false)
    plan.shapes = [shape]
    plan.names = ["request"]
    let inputs = plan.inputs(SurvivorPlan.Scenario(changes: [(0, [0], 1)]))
    #expect(inputs.map(\.name) == ["request.name"])
    #expect(inputs.map(\.value) == ["\"abcdefgh\" (8 characters)"])
  }

  @Test("a boundary's test takes the input on the number and the one just beside it")
  func boundary() throws {
    let plan = try Self.context().plan(for: Self.mutant(at: ">= 500")).get()
    func found(_ varied: String, _ value: String) -> (ProbeSource.Scenario, TestSuggester.Finding) {
      (
        ProbeSource.Scenario(survivor: 0, plan: plan, code: ["// \(varied)"], varied: varied),
        TestSuggester.Finding(
          code: ["// \(varied)"], reference: [("result", value)], differing: ["result"])
      )
    }
    let mutant = Self.mutant(at: ">= 500", diff: "total >= 500 ? a : b  →  total < 500 ? a : b")
    let finding = try #require(
      TestSuggester.boundary(
        of: mutant, among: [found("1", "1"), found("499", "499"), found("500", "400")]))
    #expect(finding.code == ["// 500"])
    #expect(finding.beside?.code == ["// 499"])
    let strings = try #require(
      TestSuggester.boundary(
        of: mutant,
        among: [
          found(String(reflecting: String(repeating: "a", count: 500)), "x"),
          found(String(reflecting: String(repeating: "a", count: 499)), "y"),
        ]))
    #expect(strings.beside != nil)
  }

  @Test("no test: a sentence of what the test must cause, by operator")
  func summaries() {
    let removed = Self.mutant(
      at: "presenter?.presentTotal", operatorName: "removed-call",
      diff: "presenter?.presentTotal(cents: 1)  →  (removed)")
    #expect(
      TestSuggestion.summary(for: removed, method: "buy(request:)")
        == "Check that buy(request:) makes the call `presenter?.presentTotal(cents: 1)`: a spy's "
        + "CallsCount and the arguments it received.")
    let weak = Self.mutant(
      at: "var presenter", operatorName: MutationOperators.weakToStrong,
      diff: "weak var view: V?  →  var view: V?")
    #expect(TestSuggestion.summary(for: weak, method: nil).contains("assertWeak"))
    // Found on swift-algorithms' Rotate: a removed `assert` was told to be checked with a spy.
    let assertion = Self.mutant(
      at: "presenter?.presentTotal", operatorName: "removed-call",
      diff: "assert(!lhs.isEmpty)  →  (removed)")
    let said = TestSuggestion.summary(for: assertion, method: nil)
    #expect(said.hasPrefix("`assert(!lhs.isEmpty)` is an assertion: ") && !said.contains("spy"))
    #expect(!TestSuggestion.isAssertion("asserted.append(1)"))
    // The removed call, not the line it is on.
    #expect(
      TestSuggestion.removed(
        "guard x else { preconditionFailure() }  →  guard x else { (removed) }")
        == "preconditionFailure()")
    let logged = Self.mutant(
      at: "presenter?.presentTotal", operatorName: "removed-call",
      diff: "assert(a); log(x)  →  assert(a); (removed)")
    #expect(TestSuggestion.summary(for: logged, method: nil).contains("spy"))
    #expect(TestSuggestion.isAssertion("preconditionFailure(\"x\")"))
  }

  @Test("reports: the text under its survivor, the JSON as code, the HTML in a block")
  func reports() throws {
    var mutant = Self.mutant(at: ">= 500", diff: "a >= 500  →  a < 500")
    mutant.status = .survived
    mutant.suggestion = TestSuggestion(
      code: "@Test func catches() {\n  #expect(1 == 1)\n}", summary: "Check it.",
      framework: "swift-testing", verified: true)
    let result = MutationRunner.Result(
      mutants: [mutant], baselineSeconds: 0.1, seconds: 1, buildSeconds: 0.5)
    let report = MutationReport(package: "Shop", result: result)
    let text = report.text(style: .plain)
    #expect(
      text.contains("This test catches it (checked: it passes on the code, fails with the mutant):")
    )
    #expect(text.contains("               #expect(1 == 1)"))
    let json = try JSONEncoder().encode(report)
    let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    let entry = try #require(
      ((object["files"] as? [[String: Any]])?.first?["mutants"] as? [[String: Any]])?.first)
    let suggested = try #require(entry["suggestedTest"] as? [String: Any])
    #expect(suggested["code"] as? String == "@Test func catches() {\n  #expect(1 == 1)\n}")
    #expect(suggested["verified"] as? Bool == true)
    // It reads back: shards merge with their suggestions.
    let decoded = try JSONDecoder().decode(MutationReport.self, from: json)
    #expect(decoded.files.first?.mutants.first?.suggestedTest?.code == mutant.suggestion?.code)
    #expect(report.html().contains("<pre class=\"test\">@Test func catches() {"))
  }
}
