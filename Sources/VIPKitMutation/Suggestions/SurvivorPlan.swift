import VIPKitCore
import VIPKitSyntax

/// How a test reaches a surviving mutant: the object to build (its initializer's arguments,
/// a spy for each neighbour it talks to, what those spies return or throw), the method that
/// holds the mutant and the arguments to call it with. Every value is a `ValueShape`, so a
/// search can try other inputs; the code is the same for the probe that runs them and for
/// the test suggested afterwards.
struct SurvivorPlan: Sendable {
  /// A piece of a line: code as it is, or the value of one of the plan's shapes.
  enum Piece: Sendable {
    case text(String)
    case value(Int)
  }

  struct Line: Sendable {
    var pieces: [Piece]
    /// The line is left out when this shape's value is `nil` (a spy told to throw nothing).
    var omittedIfNil: Int? = nil
  }

  /// The type whose code holds the mutant, and the method (`evaluate(request:)`).
  var typeName: String
  var methodName: String
  var isMainActor: Bool
  var isAsync: Bool
  var shapes: [ValueShape] = []
  /// What holds each shape's value, as a test names it (`request`, `sut.page`,
  /// `worker.fetchReturnValue`): how feedback in words says which input it changed.
  var names: [String] = []
  var lines: [Line] = []
  /// The spies' variables, the object's and the result's, as the test names them.
  var spies: [String] = []
  /// The object's own properties a test may read (not private, not a spy's place).
  var readable: [String] = []
  var hasResult = false
  /// Each spy's properties the test sets (what it returns): not observed.
  var stubs: [String: [String]] = [:]

  /// A change to the usual inputs: one value, or two of different shapes (a password long
  /// enough and a worker that finds no one).
  struct Scenario: Sendable {
    var changes: [(shape: Int, path: [Int], alternative: Int)]
  }

  /// The most scenarios a plan tries.
  static let maximumScenarios = 120

  /// Every scenario: the usual inputs, then one input changed at a time, then two at a time
  /// (each of two shapes, among their first three choices).
  var scenarios: [Scenario] {
    var all: [Scenario] = [Scenario(changes: [])]
    var points: [(shape: Int, path: [Int], count: Int)] = []
    for (index, shape) in shapes.enumerated() {
      for point in shape.points() {
        points.append((index, point.path, point.count))
        for alternative in 1..<point.count {
          all.append(Scenario(changes: [(index, point.path, alternative)]))
        }
      }
    }
    for (offset, first) in points.enumerated() {
      for second in points[(offset + 1)...] where second.shape != first.shape {
        for one in 1..<min(first.count, 4) {
          for other in 1..<min(second.count, 4) {
            all.append(
              Scenario(changes: [
                (first.shape, first.path, one), (second.shape, second.path, other),
              ]))
          }
        }
      }
    }
    return Array(all.prefix(Self.maximumScenarios))
  }

  /// The inputs `scenario` changed, as Swift (`"abcdefgh"`, `8`); nil for the usual inputs
  /// or when it changed two.
  func varied(_ scenario: Scenario) -> String? {
    guard scenario.changes.count == 1, let change = scenario.changes.first else { return nil }
    return shapes[change.shape].value(at: change.path, alternative: change.alternative)
  }

  /// The inputs `scenario` changed from the usual ones, each as what holds it and its value
  /// in words (`request.password`, `"abcdefgh" (8 characters)`): for feedback in words.
  func inputs(_ scenario: Scenario) -> [(name: String, value: String)] {
    scenario.changes.map { change in
      let shape = shapes[change.shape]
      let base = names.indices.contains(change.shape) ? names[change.shape] : "an input"
      return (
        base + shape.labels(at: change.path).joined(),
        shape.described(at: change.path, alternative: change.alternative)
      )
    }
  }

  /// The Given and When of `scenario`, as Swift lines.
  func code(_ scenario: Scenario) -> [String] {
    let values = shapes.enumerated().map { index, shape in
      shape.render(
        choices: scenario.changes.filter { $0.shape == index }.map { ($0.path, $0.alternative) })
    }
    return lines.compactMap { line in
      if let shape = line.omittedIfNil, values[shape] == "nil" { return nil }
      return line.pieces.map { piece in
        switch piece {
        case .text(let text): text
        case .value(let index): values[index]
        }
      }.joined()
    }
  }

}

/// What a plan is made from: the module's sources, its protocols, the spies in the tests.
struct SurvivorContext: Sendable {
  /// The module's files, read from the package (not the schema's copy).
  var outlines: [String: SwiftOutline]
  var protocols: [String: ProtocolDecl]
  var catalog: TypeCatalog
  /// Each protocol's spy in the test target: its name, its properties' names, and those
  /// with a type written.
  var spies: [String: SpyClass]
  /// What the target's tests pass to each labelled argument (`ArgumentLiterals`).
  var testLiterals: [String: [String]] = [:]

  /// The plan for `mutant`, or why none (in words a test writer reads).
  func plan(for mutant: Mutant) -> Result<SurvivorPlan, PlanGap> {
    guard let outline = outlines[mutant.file] else { return .failure(.notReached) }
    guard
      let token = outline.tokens.firstIndex(where: { $0.range.upperBound > mutant.range.lowerBound }
      )
    else { return .failure(.notReached) }
    guard
      let type = outline.types.filter({
        $0.keyword != "protocol" && $0.body.contains(token)
      }).min(by: { $0.body.count < $1.body.count })
    else { return .failure(.notInType) }
    let declarations = outlines.values.flatMap { outline in
      outline.types.filter { $0.name == type.name && $0.keyword != "extension" }.map {
        (outline, $0)
      }
    }
    guard let (typeOutline, declaration) = declarations.first,
      ["class", "struct"].contains(declaration.keyword)
    else { return .failure(.notBuildable(type.name)) }
    guard
      var method = Signature.enclosing(token, in: type, of: outline)
        ?? Signature.computedProperty(holding: token, in: type, of: outline)
    else {
      return .failure(.notInMethod)
    }
    // A private method is reached through a method of the type (or an extension of it)
    // that calls it.
    let everyPart = outlines.keys.sorted().compactMap { outlines[$0] }.flatMap { outline in
      outline.types.filter { $0.name == type.name }.map { (outline: outline, type: $0) }
    }
    var hops = 0
    while method.isPrivate {
      guard hops < 3, let caller = Signature.caller(of: method, in: everyPart) else {
        return .failure(.privateMethod(method.displayName))
      }
      method = caller.signature
      hops += 1
    }
    let literals = Literals(
      of: Signature.enclosing(token, in: type, of: outline)?.body ?? method.body, and: type.body,
      in: outline)
    let values = ValueShapes(
      catalog: catalog, integers: literals.integers, strings: literals.strings)
    var plan = SurvivorPlan(
      typeName: declaration.name, methodName: method.displayName,
      isMainActor: declaration.attributes.contains("@MainActor")
        || declaration.inherited.contains {
          protocols[$0]?.attributes.contains("@MainActor") == true
        },
      isAsync: method.isAsync)
    var wired: Set<String> = []
    // The object: its initializer's arguments (a spy for a neighbour), else no argument.
    var arguments: [[SurvivorPlan.Piece]] = []
    if !method.isStatic {
      if let initializer = Signature.initializer(of: declaration, in: typeOutline) {
        for parameter in initializer.parameters where !parameter.hasDefault {
          guard let pieces = argument(parameter, plan: &plan, values: values, wired: &wired)
          else { return .failure(.notBuildable(type.name)) }
          arguments.append(pieces)
        }
      } else if !Self.buildsWithoutArguments(declaration) {
        return .failure(.notBuildable(type.name))
      }
      var line: [SurvivorPlan.Piece] = [.text("let sut = \(declaration.name)(")]
      for (offset, pieces) in arguments.enumerated() {
        if offset > 0 { line.append(.text(", ")) }
        line += pieces
      }
      plan.lines.append(.init(pieces: line + [.text(")")]))
      // Neighbours held in settable properties get a spy each.
      for property in declaration.properties
      where property.isStored && !property.isLet && !property.isStatic
        && !wired.contains(property.name) && !Self.isPrivateSetter(property)
      {
        guard let spy = spy(for: property.type) else { continue }
        plan.lines.append(.init(pieces: [.text("let \(property.name) = \(spy.name)()")]))
        configure(spy: property.name, protocolName: spy.protocolName, plan: &plan, values: values)
        plan.lines.append(.init(pieces: [.text("sut.\(property.name) = \(property.name)")]))
        wired.insert(property.name)
        plan.spies.append(property.name)
      }
      // What the object holds before the call (a page already loaded, a flag set): each
      // settable property of a type a test can build, at its usual value unless varied.
      for property in declaration.properties
      where property.isStored && !property.isLet && !property.isStatic
        && !wired.contains(property.name) && !Self.isPrivateSetter(property)
      {
        guard let written = property.type ?? Self.literalType(property.initializer),
          spy(for: written) == nil,
          let shape = values.shape(of: written, in: declaration.name), shape.points().count > 0
        else { continue }
        plan.shapes.append(.unset(shape))
        plan.names.append("sut.\(property.name)")
        plan.lines.append(
          .init(
            pieces: [.text("sut.\(property.name) = "), .value(plan.shapes.count - 1)],
            omittedIfNil: plan.shapes.count - 1))
      }
      plan.readable = declaration.properties.filter { property in
        property.isStored && !property.isStatic && !wired.contains(property.name)
          && !property.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" })
          && property.type.map { spy(for: $0) == nil } ?? true
      }.map(\.name)
    }
    // The call.
    var call: [SurvivorPlan.Piece] = []
    for (offset, parameter) in method.parameters.enumerated() where !parameter.hasDefault {
      // What the tests already pass comes first: `presentStrength(score:maximum:)` is tried
      // with the maximum the tests use (4), not a score above its maximum.
      let preferred = testLiterals[ArgumentLiterals.key(method.name, parameter.label)] ?? []
      guard
        let pieces = argument(
          parameter, plan: &plan, values: values, wired: &wired, preferred: preferred)
      else {
        return .failure(.noInput(method.displayName))
      }
      if !call.isEmpty || offset > 0 { call.append(.text(", ")) }
      call += pieces
    }
    let receiver = method.isStatic ? declaration.name : "sut"
    let effects = (method.throwsErrors ? "try? " : "") + (method.isAsync ? "await " : "")
    plan.hasResult = method.returnsValue
    if method.isProperty {
      plan.lines.append(.init(pieces: [.text("let result = \(effects)\(receiver).\(method.name)")]))
      return .success(plan)
    }
    let start =
      method.returnsValue
      ? "let result = \(effects)" : (method.throwsErrors ? "_ = \(effects)" : effects)
    plan.lines.append(
      .init(pieces: [.text("\(start)\(receiver).\(method.name)(")] + call + [.text(")")]))
    // A method that answers later, from a task it starts: the test lets the task run before
    // it looks (the spies answer at once, so a few turns of the actor are enough).
    if Self.startsTask(method.body, in: outline) {
      plan.isAsync = true
      plan.lines.append(.init(pieces: [.text("for _ in 0..<20 { await Task.yield() }")]))
    }
    return .success(plan)
  }

  /// The pieces of one argument: `label: value`, a spy made for a neighbour, or nil when
  /// nothing of its type can be made.
  private func argument(
    _ parameter: Parameter, plan: inout SurvivorPlan, values: ValueShapes,
    wired: inout Set<String>, preferred: [String] = []
  ) -> [SurvivorPlan.Piece]? {
    let label = parameter.label.map { "\($0): " } ?? ""
    if let spy = spy(for: parameter.type) {
      var name = parameter.name
      while wired.contains(name) || name == "sut" || name == "result" { name += "Spy" }
      plan.lines.append(.init(pieces: [.text("let \(name) = \(spy.name)()")]))
      configure(spy: name, protocolName: spy.protocolName, plan: &plan, values: values)
      wired.insert(name)
      plan.spies.append(name)
      return [.text(label + name)]
    }
    guard !parameter.type.contains("->"), var shape = values.shape(of: parameter.type) else {
      return nil
    }
    if case .leaf(let candidates) = shape, let usual = preferred.first {
      shape = .leaf([usual] + candidates.filter { $0 != usual })
    }
    plan.shapes.append(shape)
    plan.names.append(parameter.name)
    return [.text(label), .value(plan.shapes.count - 1)]
  }

  /// What the spy of `protocolName` returns and may throw, each a shape to vary.
  private func configure(
    spy variable: String, protocolName: String, plan: inout SurvivorPlan, values: ValueShapes
  ) {
    guard let decl = protocols[protocolName], let spy = spies[protocolName] else { return }
    // What a hand-written spy's test would set before the call.
    for member in decl.allMembers {
      guard case .function(let function) = member, !function.common.isStatic else { continue }
      let returned = function.returnType?.trimmingCharacters(in: .whitespaces)
      // A generated spy's `…ReturnValue`; a hand-written one's property of the return type.
      let stub =
        spy.properties.contains("\(function.name)ReturnValue")
        ? "\(function.name)ReturnValue"
        : spy.typedProperties.first { $0.type == returned || $0.type == (returned ?? "") + "?" }?
          .name
      if let returned, returned != "Void", returned != "()", let stub,
        let shape = values.shape(of: returned)
      {
        plan.shapes.append(shape)
        plan.names.append("\(variable).\(stub)")
        plan.lines.append(
          .init(pieces: [.text("\(variable).\(stub) = "), .value(plan.shapes.count - 1)]))
        plan.stubs[variable, default: []].append(stub)
      }
      guard spy.properties.contains("\(function.name)ThrowableError") else { continue }
      let error: TypeCatalog.Entry? =
        switch function.throwsClause {
        case .none, .rethrows: nil
        case .throws: catalog.someError
        case .typed(let type): catalog.entry(named: type.trimmingCharacters(in: .whitespaces))
        }
      guard let error, !error.cases.isEmpty else { continue }
      plan.shapes.append(.leaf(["nil"] + error.cases.map { "\(error.qualifiedName).\($0)" }))
      plan.names.append("\(variable).\(function.name)ThrowableError")
      plan.lines.append(
        .init(
          pieces: [
            .text("\(variable).\(function.name)ThrowableError = "), .value(plan.shapes.count - 1),
          ], omittedIfNil: plan.shapes.count - 1))
    }
  }

  /// The spy for a type as written (`(any LoginPresentationLogic)?`), when the tests have one.
  func spy(for written: String?) -> (name: String, protocolName: String)? {
    guard let written else { return nil }
    var text = written.replacingOccurrences(of: "any ", with: "")
    text.removeAll { "()?! ".contains($0) }
    guard let spy = spies[text] else { return nil }
    return (spy.name, text)
  }

  /// A class or struct with no initializer written whose stored properties all have a value.
  private static func buildsWithoutArguments(_ type: SwiftOutline.TypeDecl) -> Bool {
    type.properties.allSatisfy { property in
      !property.isStored || property.isStatic || property.initializer != nil
        || (!property.isLet
          && (property.type?.hasSuffix("?") == true || property.type?.hasSuffix("!") == true))
    }
  }

  /// Whether `body` starts a task (`Task {`, `Task.detached`, `Task(priority:`).
  static func startsTask(_ body: Range<Int>, in outline: SwiftOutline) -> Bool {
    body.contains { index in
      outline.text(index) == "Task" && ["{", "(", "."].contains(outline.text(index + 1))
    }
  }

  /// The type of a property set to a literal and not annotated: `var discount = 0` is an Int.
  static func literalType(_ initializer: String?) -> String? {
    guard let value = initializer?.trimmingCharacters(in: .whitespaces), let first = value.first
    else { return nil }
    if value == "true" || value == "false" { return "Bool" }
    if first == "\"" { return "String" }
    if first.isNumber || first == "-" {
      return value.contains(".")
        ? "Double" : (Int(value.replacingOccurrences(of: "_", with: "")) != nil ? "Int" : nil)
    }
    return nil
  }

  private static func isPrivateSetter(_ property: SwiftOutline.Property) -> Bool {
    property.modifiers.contains { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }
  }
}

/// Why a survivor gets no test, only a sentence.
enum PlanGap: Error, Sendable {
  case notReached
  case notInType
  case notInMethod
  case privateMethod(String)
  case notBuildable(String)
  case noInput(String)

  /// The method it is in, when known.
  var method: String? {
    switch self {
    case .privateMethod(let name), .noInput(let name): name
    default: nil
    }
  }

  /// Why, in a few words, for the run's summary.
  var reason: String {
    switch self {
    case .notReached: "not in a file of the module's"
    case .notInType: "outside a type"
    case .notInMethod: "outside a method (an initializer, a property, a closure stored)"
    case .privateMethod: "in a private method"
    case .notBuildable: "in a type a test cannot build (an initializer's argument unknown)"
    case .noInput: "in a method whose arguments cannot be made (a closure, a type unknown)"
    }
  }
}

/// The integer and string literals of the code around a mutant: its method's first.
struct Literals {
  var integers: [Int] = []
  var strings: [String] = []

  init(of method: Range<Int>, and type: Range<Int>, in outline: SwiftOutline) {
    for index in Array(method) + Array(type) {
      let text = outline.text(index)
      switch outline.kind(index) {
      case .integerLiteral:
        if let value = Int(text.replacingOccurrences(of: "_", with: "")), value < 1_000_000,
          !integers.contains(value)
        {
          integers.append(value)
        }
      case .stringLiteral:
        if !text.contains("\\("), text.hasPrefix("\""), !text.hasPrefix("\"\"\""),
          !strings.contains(text)
        {
          strings.append(text)
        }
      default: break
      }
    }
  }
}
