import VIPKitSyntax

/// Gives every requirement the prefix its spy members share, as DESIGN.md sets it:
/// `foo` for a requirement alone with its base name; `fooLabels` when several share it
/// (`fetchId`, `fetchName`), then types, then a number, until each prefix is unique and a
/// valid identifier.
package enum SpyNaming {
  /// Whose names the spies' members take.
  package enum Style: String, Sendable, CaseIterable {
    /// `fooCalled`, labels appended only where two requirements share a base name.
    case vipkit
    /// Sourcery's AutoMockable: the method's name and every argument label, always
    /// (`start(analyticsConfiguration:)` → `startAnalyticsConfigurationCalled`).
    case sourcery
    /// Mockolo's: `fooCallCount`, `fooArgValues`, `fooHandler`; an overload keeps the plain
    /// name when it comes first, the next ones add their labels, then their types.
    case mockolo
  }

  static func assignPrefixes(to members: [ProtocolMember], style: Style = .vipkit)
    -> [SpyPlan.Member]
  {
    var all: [Candidate] = []
    collect(members, into: &all)
    if style == .mockolo {
      var next = 0
      return plan(members, prefixes: firstComeNames(all), next: &next)
    }
    var prefixes: [String] = all.map { style == .sourcery ? $0.selector() : $0.base }
    // Most protocols name each requirement once: nothing to tell apart.
    guard hasRepeats(prefixes) else {
      var next = 0
      return plan(members, prefixes: prefixes, next: &next)
    }
    for strategy in [Candidate.withLabels, Candidate.withTypes] {
      let counts = Dictionary(prefixes.map { ($0, 1) }, uniquingKeysWith: +)
      prefixes = zip(all, prefixes).map { candidate, prefix in
        counts[prefix, default: 0] > 1 ? strategy(candidate)() : prefix
      }
    }
    var used: [String: Int] = [:]
    prefixes = prefixes.map { prefix in
      used[prefix, default: 0] += 1
      let count = used[prefix, default: 1]
      return count == 1 ? prefix : "\(prefix)\(count)"
    }
    var next = 0
    return plan(members, prefixes: prefixes, next: &next)
  }

  /// Whether two of `names` are the same: compared pairwise when there are few (a protocol's
  /// requirements), which costs less than hashing each one.
  private static func hasRepeats(_ names: [String]) -> Bool {
    guard names.count <= 16 else { return Set(names).count < names.count }
    for index in names.indices.dropFirst() where names[..<index].contains(names[index]) {
      return true
    }
    return false
  }

  /// Mockolo's way: each requirement, in order, takes the first of its name, its name with
  /// labels, its name with labels and types, that an earlier one has not taken.
  private static func firstComeNames(_ all: [Candidate]) -> [String] {
    var taken: Set<String> = []
    return all.map { candidate in
      let choices = [candidate.base, candidate.withLabels(), candidate.withTypes()]
      var name = choices.first { !taken.contains($0) } ?? candidate.withTypes()
      var number = 2
      while taken.contains(name) {
        name = candidate.withTypes() + "\(number)"
        number += 1
      }
      taken.insert(name)
      return name
    }
  }

  /// A requirement that needs a prefix, in source order.
  private struct Candidate {
    let base: String
    let parameters: [Parameter]

    /// AutoMockable's name for a method: its base name and its argument labels (`_` has
    /// none), in camel case.
    func selector() -> String {
      var name = base
      for label in parameters.compactMap(\.label) { name += identifier(label).capitalizedFirst }
      return name
    }

    func withLabels() -> String {
      var name = base
      for parameter in parameters {
        name += identifier(parameter.label ?? parameter.name).capitalizedFirst
      }
      return name
    }

    func withTypes() -> String {
      var name = withLabels()
      for parameter in parameters { name += identifier(parameter.type).capitalizedFirst }
      return name
    }
  }

  private static func collect(_ members: [ProtocolMember], into all: inout [Candidate]) {
    for member in members {
      switch member {
      case .function(let function):
        all.append(Candidate(base: baseName(function.name), parameters: function.parameters))
      case .subscript(let item):
        all.append(Candidate(base: "subscript", parameters: item.parameters))
      case .initializer(let initializer):
        all.append(Candidate(base: "init", parameters: initializer.parameters))
      case .conditional(let block):
        for clause in block.clauses { collect(clause.members, into: &all) }
      case .property, .associatedType, .typeAlias:
        break
      }
    }
  }

  private static func plan(_ members: [ProtocolMember], prefixes: [String], next: inout Int)
    -> [SpyPlan.Member]
  {
    members.compactMap { member in
      func take() -> String {
        defer { next += 1 }
        return prefixes[next]
      }
      switch member {
      case .function(let function): return .function(function, prefix: take())
      case .subscript(let item): return .subscript(item, prefix: take())
      case .initializer(let initializer): return .initializer(initializer, prefix: take())
      case .property(let property): return .property(property)
      case .conditional(let block):
        return .conditional(
          block.clauses.map { ($0.condition, plan($0.members, prefixes: prefixes, next: &next)) })
      case .associatedType, .typeAlias: return nil
      }
    }
  }

  /// A function's name as an identifier: `login`, `class` for `` `class` ``, `equalTo` for `==`.
  static func baseName(_ name: String) -> String {
    if let first = name.utf8.first, !first.isIdentifierByte, first != UInt8(ascii: "`"),
      let word = operatorNames[name]
    {
      return word
    }
    let cleaned = identifier(name)
    return cleaned.isEmpty ? "operator" : cleaned
  }

  /// Letters, digits and `_` of `text`, words joined in camel case: `[String: Int]` →
  /// `StringInt`.
  static func identifier(_ text: String) -> String {
    // Most names are identifiers already.
    if let first = text.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
      text.utf8.allSatisfy(\.isIdentifierByte)
    {
      return text
    }
    let words = text.split { !$0.isIdentifierCharacter }
    guard let first = words.first else { return "" }
    let joined = String(first) + words.dropFirst().map { String($0).capitalizedFirst }.joined()
    return joined.first?.isNumber == true ? "_" + joined : joined
  }

  private static let operatorNames: [String: String] = [
    "==": "equalTo", "!=": "notEqualTo", "<": "lessThan", ">": "greaterThan",
    "<=": "lessThanOrEqualTo", ">=": "greaterThanOrEqualTo", "+": "plus", "-": "minus",
    "*": "times", "/": "dividedBy", "%": "remainder", "~=": "patternMatch",
  ]

  /// `login(email:password:)`, `present(_:)`: how a call appears in the ordered record.
  static func signature(_ name: String, _ parameters: [Parameter]) -> String {
    var text = name + "("
    for parameter in parameters {
      text += parameter.label ?? "_"
      text += ":"
    }
    return text + ")"
  }
}

extension UInt8 {
  /// An ASCII letter, digit or `_`: names and types are read as bytes.
  var isIdentifierByte: Bool {
    (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
      || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
      || (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")) || self == UInt8(ascii: "_")
  }
}
