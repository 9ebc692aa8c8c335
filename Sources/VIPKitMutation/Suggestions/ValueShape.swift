/// A value a suggested test builds, with the alternatives a search may try in its place: an
/// `Int` from the literals near the mutant, a string on either side of a length, a struct
/// built field by field, an optional or nothing, a list of one, none or two.
indirect enum ValueShape: Sendable {
  /// Swift expressions, the first the usual one.
  case leaf([String])
  /// The wrapped value, or `nil`.
  case optional(ValueShape)
  /// One element, none, or two (the second built from each leaf's second choice).
  case array(ValueShape)
  /// `Type(label: value, …)`; an empty label is written without one.
  case construct(String, [(label: String, shape: ValueShape)])
  /// Left as it is (`nil`: the line that would set it is left out), or set to the value: a
  /// property of the object under test.
  case unset(ValueShape)

  /// Every place a search can vary, by its path, with how many choices it has (the usual one
  /// included).
  func points(_ path: [Int] = []) -> [(path: [Int], count: Int)] {
    switch self {
    case .leaf(let candidates): candidates.count > 1 ? [(path, candidates.count)] : []
    case .optional(let wrapped): [(path, 2)] + wrapped.points(path + [0])
    case .array(let element): [(path, 3)] + element.points(path + [0])
    case .construct(_, let parts):
      parts.enumerated().flatMap { offset, part in part.shape.points(path + [offset]) }
    case .unset(let wrapped): [(path, 2)] + wrapped.points(path + [0])
    }
  }

  /// The value chosen at `path` with `alternative`: what a scenario changed.
  func value(at path: [Int], alternative: Int) -> String? {
    switch self {
    case .leaf(let candidates):
      return path.isEmpty && candidates.indices.contains(alternative)
        ? candidates[alternative] : nil
    case .optional(let wrapped), .array(let wrapped), .unset(let wrapped):
      return path.first == 0
        ? wrapped.value(at: Array(path.dropFirst()), alternative: alternative) : nil
    case .construct(_, let parts):
      guard let first = path.first, parts.indices.contains(first) else { return nil }
      return parts[first].shape.value(at: Array(path.dropFirst()), alternative: alternative)
    }
  }

  /// The labels on the way to `path`, as a test reads them after the value's name
  /// (`.password`, `[0].quantity`).
  func labels(at path: [Int]) -> [String] {
    guard let first = path.first else { return [] }
    let rest = Array(path.dropFirst())
    switch self {
    case .leaf: return []
    case .optional(let wrapped), .unset(let wrapped):
      return first == 0 ? wrapped.labels(at: rest) : []
    case .array(let element): return first == 0 ? ["[0]"] + element.labels(at: rest) : []
    case .construct(_, let parts):
      guard parts.indices.contains(first) else { return [] }
      let label = parts[first].label
      return (label.isEmpty ? [] : ["." + label]) + parts[first].shape.labels(at: rest)
    }
  }

  /// The value chosen at `path` with `alternative`, in words: a literal as written, with a
  /// string's length (`"abcdefgh" (8 characters)`), `nil`, `an empty list`.
  func described(at path: [Int], alternative: Int) -> String {
    let rest = Array(path.dropFirst())
    switch self {
    case .leaf(let candidates):
      guard candidates.indices.contains(alternative) else { return "another value" }
      let value = candidates[alternative]
      guard value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2,
        !value.contains("\\")
      else { return value }
      let length = value.count - 2
      return length == 0
        ? "an empty string" : "\(value) (\(length) character\(length == 1 ? "" : "s"))"
    case .optional(let wrapped):
      guard path.isEmpty else { return wrapped.described(at: rest, alternative: alternative) }
      return alternative == 1 ? "nil" : wrapped.render()
    case .array(let element):
      guard path.isEmpty else { return element.described(at: rest, alternative: alternative) }
      switch alternative {
      case 1: return "an empty list"
      case 2: return "a list of two"
      default: return "a list of one"
      }
    case .unset(let wrapped):
      guard path.isEmpty else { return wrapped.described(at: rest, alternative: alternative) }
      return alternative == 1 ? wrapped.render() : "left as it is"
    case .construct(_, let parts):
      guard let first = path.first, parts.indices.contains(first) else { return render() }
      return parts[first].shape.described(at: rest, alternative: alternative)
    }
  }

  /// The Swift expression: the usual choice everywhere but at `choices`' paths; `second`
  /// takes each leaf's second choice (the other element of a list of two).
  func render(
    _ path: [Int] = [], choices: [(path: [Int], alternative: Int)] = [], second: Bool = false
  ) -> String {
    let chosen = choices.first { $0.path == path }?.alternative
    switch self {
    case .leaf(let candidates):
      return candidates[chosen ?? (second ? min(1, candidates.count - 1) : 0)]
    case .optional(let wrapped):
      return chosen == 1 ? "nil" : wrapped.render(path + [0], choices: choices, second: second)
    case .array(let element):
      let first = element.render(path + [0], choices: choices, second: second)
      switch chosen ?? 0 {
      case 1: return "[]"
      case 2: return "[\(first), \(element.render(path + [0], choices: choices, second: true))]"
      default: return "[\(first)]"
      }
    case .unset(let wrapped):
      let inside = choices.contains { $0.path.starts(with: path + [0]) }
      guard chosen == 1 || inside else { return "nil" }
      return wrapped.render(path + [0], choices: choices, second: second)
    case .construct(let type, let parts):
      let arguments = parts.enumerated().map { offset, part in
        let value = part.shape.render(path + [offset], choices: choices, second: second)
        return part.label.isEmpty ? value : "\(part.label): \(value)"
      }
      return "\(type)(\(arguments.joined(separator: ", ")))"
    }
  }
}

/// The shapes of the values a suggested test may write, for a type as written.
struct ValueShapes: Sendable {
  let catalog: TypeCatalog
  /// Integer literals of the code around the mutant: inputs on their boundaries come first.
  let integers: [Int]
  /// String literals of that code, as written.
  let strings: [String]

  /// The shape of a value of `written` (a type as written in `scope`); nil when none can be
  /// built.
  func shape(of written: String, in scope: String = "", depth: Int = 0) -> ValueShape? {
    var type = written.trimmingCharacters(in: .whitespaces)
    guard depth < 4 else { return nil }
    if type.hasSuffix("?") || type.hasSuffix("!") {
      type.removeLast()
      return shape(of: type, in: scope, depth: depth + 1).map { .optional($0) }
    }
    if type.hasPrefix("Optional<"), type.hasSuffix(">") {
      return shape(of: String(type.dropFirst(9).dropLast()), in: scope, depth: depth + 1)
        .map { .optional($0) }
    }
    if type.hasPrefix("["), type.hasSuffix("]") {
      let inner = String(type.dropFirst().dropLast())
      if Self.topLevelColon(in: inner) { return .leaf(["[:]"]) }
      return shape(of: inner, in: scope, depth: depth + 1).map { .array($0) }
    }
    if type.hasPrefix("Array<"), type.hasSuffix(">") {
      return shape(of: String(type.dropFirst(6).dropLast()), in: scope, depth: depth + 1)
        .map { .array($0) }
    }
    if let builtIn = builtIn(type) { return .leaf(builtIn) }
    guard let entry = catalog.entry(named: type, in: scope) else { return nil }
    if entry.keyword == "enum" {
      return entry.cases.isEmpty ? nil : .leaf(entry.cases.map { "\(entry.qualifiedName).\($0)" })
    }
    var parts: [(label: String, shape: ValueShape)] = []
    for field in entry.fields {
      guard let part = shape(of: field.type, in: entry.scope, depth: depth + 1) else { return nil }
      parts.append((field.label, part))
    }
    return .construct(entry.qualifiedName, parts)
  }

  /// The candidates for the standard library's and Foundation's common types.
  private func builtIn(_ type: String) -> [String]? {
    switch type {
    case "Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8":
      return integerCandidates(unsigned: type.hasPrefix("U"))
    case "Double", "Float", "CGFloat":
      return unique(
        ["1.0", "2.0", "0.0", "0.5"] + integers.flatMap { ["\($0).0", "\($0 - 1).0"] })
    case "Bool": return ["true", "false"]
    case "String", "Substring": return stringCandidates()
    case "Character": return ["\"a\"", "\"A\"", "\"1\""]
    case "Date": return ["Date(timeIntervalSince1970: 86_400)", "Date(timeIntervalSince1970: 0)"]
    case "URL": return ["URL(string: \"https://example.com/a\")!"]
    case "UUID": return ["UUID(uuidString: \"00000000-0000-0000-0000-000000000001\")!"]
    case "Decimal": return ["Decimal(1)", "Decimal(2)", "Decimal(0)"]
    case "Data": return ["Data([1, 2, 3])", "Data()"]
    default: return nil
    }
  }

  private func integerCandidates(unsigned: Bool) -> [String] {
    let around = integers.flatMap { [$0, $0 - 1, $0 + 1] }
    return unique(([1, 2, 0, 3] + around).filter { !unsigned || $0 >= 0 }.map(String.init))
      .prefix(14).map { $0 }
  }

  /// Short words of each kind of character, then strings on both sides of each length the
  /// code names, then the code's own strings.
  private func stringCandidates() -> [String] {
    // The lengths the code names come first: a search that changes two inputs at once
    // tries only the first few of each.
    var words = ["abc"]
    for length in integers where length > 1 && length <= 64 {
      words += [
        String(repeating: "a", count: length), String(repeating: "a", count: length - 1),
        "A" + String(repeating: "b", count: length - 2) + "1",
        "A" + String(repeating: "b", count: max(0, length - 3)) + "1",
      ]
    }
    words += ["", "Abc1", "ABC", "abc1", "Abc", "123"]
    let quoted = words.map { String(reflecting: $0) }
    return unique(quoted + strings).prefix(24).map { $0 }
  }

  private func unique(_ values: [String]) -> [String] {
    var seen: Set<String> = []
    return values.filter { seen.insert($0).inserted }
  }

  /// Whether a `[…]`'s inside is a dictionary's `K: V`.
  private static func topLevelColon(in text: String) -> Bool {
    var depth = 0
    for character in text {
      if "([<".contains(character) { depth += 1 }
      if ")]>".contains(character) { depth -= 1 }
      if character == ":", depth == 0 { return true }
    }
    return false
  }
}
