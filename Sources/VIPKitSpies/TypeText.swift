import Foundation

/// Questions and rewrites on types kept as source text (`[String: Int]`,
/// `@escaping (Result<User, Error>) -> Void`, `inout Int`, `T...`).
enum TypeText {
  /// Splits `text` at `separator` characters that are not inside (), [] or <>. Read as UTF-8
  /// bytes (the brackets and separators are ASCII, and no byte of a longer character is):
  /// walking `Character`s cost a tenth of writing the spies.
  static func splitTopLevel(_ text: String, on separator: Character) -> [String] {
    guard let separator = separator.asciiValue else {
      preconditionFailure("splitTopLevel splits at an ASCII character, not \(separator)")
    }
    let bytes = text.utf8
    var parts: [String] = []
    var depth = 0
    var previous = UInt8(ascii: " ")
    var start = bytes.startIndex
    var index = start
    while index != bytes.endIndex {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
      case UInt8(ascii: ">") where previous != UInt8(ascii: "-"): depth -= 1
      default: break
      }
      if byte == separator, depth == 0 {
        parts.append(String(text[start..<index]).trimmingSpaces)
        start = bytes.index(after: index)
      }
      previous = byte
      index = bytes.index(after: index)
    }
    parts.append(String(text[start...]).trimmingSpaces)
    return parts
  }

  /// The type without leading attributes and `inout`: `(Int) -> Void` for
  /// `@escaping @Sendable (Int) -> Void`'s core, keeping `@Sendable`.
  static func attributesRemoved(_ type: String, keeping kept: Set<String> = []) -> String {
    // Most types have no attribute and no ownership word: nothing to remove.
    guard
      type.utf8.contains(UInt8(ascii: "@")) || type.utf8.starts(with: "inout ".utf8)
        || type.utf8.starts(with: "__owned ".utf8) || type.utf8.starts(with: "borrowing ".utf8)
        || type.utf8.starts(with: "consuming ".utf8)
    else { return type }
    var words = type.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    var attributes: [String] = []
    while let first = words.first,
      first.hasPrefix("@") || first == "inout" || first == "__owned"
        || first == "borrowing" || first == "consuming"
    {
      if kept.contains(first) { attributes.append(first) }
      words.removeFirst()
    }
    return (attributes + words).joined(separator: " ")
  }

  /// Whether the type, attributes aside, is a function type: `(A) -> B`, `() async -> Void`.
  static func isFunction(_ type: String) -> Bool {
    guard type.containsText("->") else { return false }
    let core = attributesRemoved(type)
    guard core.utf8.first == UInt8(ascii: "(") else { return false }
    // `(A) -> B` has `->` after the first group closes; `((A) -> B)?` does not.
    let bytes = core.utf8
    var depth = 0
    var index = bytes.startIndex
    while index != bytes.endIndex {
      if bytes[index] == UInt8(ascii: "(") { depth += 1 }
      if bytes[index] == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { break }
      }
      index = bytes.index(after: index)
    }
    guard index != bytes.endIndex else { return false }
    return String(core[bytes.index(after: index)...]).containsText("->")
  }

  /// Whether a parameter of this type may be stored: not a non-escaping closure, not a value
  /// of a noncopyable type (which can be counted, never kept).
  static func isStorable(parameterType type: String, generics: String = "") -> Bool {
    if isNoncopyable(type, generics: generics) { return false }
    guard isFunction(type) else { return true }
    return type.split(separator: " ").contains("@escaping")
  }

  /// Standard-library types that are `~Copyable`: a spy cannot keep a copy of one.
  static let noncopyableTypes: Set<String> = ["ExecutorJob", "Mutex", "Atomic", "Span"]

  /// Whether a parameter type is noncopyable as far as source text tells: a known
  /// noncopyable type, or a generic one declared `~Copyable`, passed `consuming` or
  /// `borrowing` (the ownership words a noncopyable parameter must carry).
  static func isNoncopyable(_ type: String, generics: String) -> Bool {
    guard type.hasPrefix("consuming ") || type.hasPrefix("borrowing ") else { return false }
    let core = attributesRemoved(type)
    let base = String(core.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    return noncopyableTypes.contains(base)
      || (generics.containsText("~Copyable") && mentions(core, anyOf: [base]))
  }

  /// `T?` for an implicitly unwrapped `T!`: `!` is allowed only at the top of a declared
  /// type, never inside an array, a tuple, a closure type or an optional.
  static func implicitUnwrapAsOptional(_ type: String) -> String {
    type.hasSuffix("!") ? String(type.dropLast()) + "?" : type
  }

  /// How a parameter is stored in the spy: no `inout`, no `@escaping`/`@autoclosure`,
  /// `T...` as `[T]`.
  static func storageType(ofParameter type: String) -> String {
    var core = implicitUnwrapAsOptional(
      attributesRemoved(type, keeping: ["@Sendable", "@MainActor"]))
    if core.hasSuffix("...") {
      core = "[\(core.dropLast(3))]"
    }
    return core
  }

  /// How a parameter appears in the spy's handler closure type: `inout` kept, variadics as
  /// arrays, `@escaping` kept for escaping closures.
  static func handlerParameterType(_ type: String) -> String {
    if type.hasSuffix("...") {
      return "[\(attributesRemoved(String(type.dropLast(3))))]"
    }
    guard type.containsText("@autoclosure ") else { return implicitUnwrapAsOptional(type) }
    return implicitUnwrapAsOptional(type.replacingOccurrences(of: "@autoclosure ", with: ""))
  }

  /// Whether the type is written as an optional (`User?`, `Optional<User>`, `(() -> Void)?`),
  /// implicitly unwrapped ones (`User!`, the Clean Swift templates' data stores) included.
  static func isOptional(_ type: String) -> Bool {
    type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
  }

  /// A value for `type` that needs no setting up (`false`, `0`, `""`, `[]`, `[:]`, `nil`),
  /// or `nil` when the type has none.
  static func defaultValue(for type: String) -> String? {
    if isOptional(type) { return "nil" }
    switch type {
    case "Bool": return "false"
    case "String", "Substring": return "\"\""
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
      "Double", "Float", "CGFloat", "Decimal", "TimeInterval":
      return "0"
    case "Void", "()": return "()"
    default: break
    }
    if type.hasPrefix("["), type.hasSuffix("]") {
      return splitTopLevel(String(type.dropFirst().dropLast()), on: ":").count == 2 ? "[:]" : "[]"
    }
    if type.hasPrefix("Set<") || type.hasPrefix("Array<") { return "[]" }
    if type.hasPrefix("Dictionary<") { return "[:]" }
    return nil
  }

  /// Whether `type` names any of `names` as a whole word (a generic parameter, `Self`).
  static func mentions(_ type: String, anyOf names: Set<String>) -> Bool {
    !names.isEmpty && words(in: type).contains { names.contains($0) }
  }

  /// `Self` as a whole word replaced by `replacement`.
  static func replacingSelf(in type: String, with replacement: String) -> String {
    guard type.containsText("Self") else { return type }
    var result = ""
    var word = ""
    func flush() {
      result += word == "Self" ? replacement : word
      word = ""
    }
    for character in type {
      if character.isIdentifierCharacter {
        word.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }

  private static func words(in type: String) -> [String] {
    type.split { !$0.isIdentifierCharacter }.map(String.init)
  }
}

extension Character {
  /// A letter, digit or `_`: ASCII answered without Unicode's tables, which most names are.
  var isIdentifierCharacter: Bool {
    if let ascii = asciiValue {
      return (ascii >= UInt8(ascii: "a") && ascii <= UInt8(ascii: "z"))
        || (ascii >= UInt8(ascii: "A") && ascii <= UInt8(ascii: "Z"))
        || (ascii >= UInt8(ascii: "0") && ascii <= UInt8(ascii: "9")) || ascii == UInt8(ascii: "_")
    }
    return isLetter || isNumber
  }
}

extension String {
  var trimmingSpaces: String {
    guard first == " " || last == " " else { return self }
    let start = firstIndex { $0 != " " } ?? endIndex
    let end = lastIndex { $0 != " " }.map(index(after:)) ?? start
    return start < end ? String(self[start..<end]) : ""
  }

  /// `Email` for `email`, for building `loginReceivedEmail`.
  var capitalizedFirst: String {
    guard let first else { return self }
    if let ascii = first.asciiValue, ascii >= UInt8(ascii: "a"), ascii <= UInt8(ascii: "z") {
      return String(UnicodeScalar(ascii - 32)) + dropFirst()
    }
    return first.uppercased() + dropFirst()
  }
}
