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
  /// `@escaping @Sendable (Int) -> Void`'s core, keeping `@Sendable`. Words are separated by
  /// single spaces in the result, as the parser writes types.
  static func attributesRemoved(_ type: String, keeping kept: Set<String> = []) -> String {
    // Most types have no attribute and no ownership word: nothing to remove.
    guard
      type.utf8.contains(UInt8(ascii: "@")) || type.utf8.starts(with: "inout ".utf8)
        || type.utf8.starts(with: "nonisolated(nonsending) ".utf8)
        || type.utf8.starts(with: "__owned ".utf8) || type.utf8.starts(with: "borrowing ".utf8)
        || type.utf8.starts(with: "consuming ".utf8)
    else { return type }
    var attributes: [String] = []
    let start = coreStart(of: type) { word in
      if kept.contains(String(word)) { attributes.append(String(word)) }
    }
    let core = type[start...]
    // The core as its words joined by single spaces: the text itself when it already is.
    let rest =
      core.utf8.isSingleSpaced
      ? String(core) : core.split(separator: " ").joined(separator: " ")
    guard !attributes.isEmpty else { return rest }
    return rest.isEmpty
      ? attributes.joined(separator: " ") : attributes.joined(separator: " ") + " " + rest
  }

  /// Where the type's core starts, after its leading attribute and ownership words, each of
  /// which is passed to `removed`. Read as bytes: a parameter's type is asked this several
  /// times while its spy is written.
  private static func coreStart(
    of type: String, removed: (Substring) -> Void = { _ in }
  ) -> String.Index {
    let bytes = type.utf8
    var index = bytes.startIndex
    while true {
      while index != bytes.endIndex, bytes[index] == UInt8(ascii: " ") {
        index = bytes.index(after: index)
      }
      guard index != bytes.endIndex else { return index }
      var end = index
      while end != bytes.endIndex, bytes[end] != UInt8(ascii: " ") { end = bytes.index(after: end) }
      let word = type[index..<end]
      guard
        word.utf8.first == UInt8(ascii: "@") || ownershipWords.contains(String(word))
          || word == "nonisolated(nonsending)"
      else {
        return index
      }
      removed(word)
      index = end
    }
  }

  private static let ownershipWords: Set<String> = ["inout", "__owned", "borrowing", "consuming"]

  /// Whether the type, attributes aside, is a function type: `(A) -> B`, `() async -> Void`.
  static func isFunction(_ type: String) -> Bool {
    guard type.containsText("->") else { return false }
    let bytes = type.utf8[coreStart(of: type)...]
    guard bytes.first == UInt8(ascii: "(") else { return false }
    // `(A) -> B` has `->` after the first group closes; `((A) -> B)?` does not.
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
    var previous: UInt8 = 0
    for byte in bytes[bytes.index(after: index)...] {
      if previous == UInt8(ascii: "-"), byte == UInt8(ascii: ">") { return true }
      previous = byte
    }
    return false
  }

  /// Whether a parameter of this type may be stored: not a non-escaping closure, not a value
  /// of a noncopyable type (which can be counted, never kept).
  static func isStorable(parameterType type: String, generics: String = "") -> Bool {
    if isNoncopyable(type, generics: generics) || isNonescapable(type, generics: generics) {
      return false
    }
    guard isFunction(type) else { return true }
    return hasWord(type, "@escaping")
  }

  /// Whether `word` is one of the space-separated words of `type`.
  private static func hasWord(_ type: String, _ word: String) -> Bool {
    let bytes = type.utf8
    var start = bytes.startIndex
    while start != bytes.endIndex {
      var end = start
      while end != bytes.endIndex, bytes[end] != UInt8(ascii: " ") { end = bytes.index(after: end) }
      if bytes[start..<end].elementsEqual(word.utf8) { return true }
      start = end == bytes.endIndex ? end : bytes.index(after: end)
    }
    return false
  }

  /// Standard-library types that are `~Escapable`: a value of one cannot outlive the call, so
  /// a spy counts the call and never keeps the value (found on swift-subprocess's
  /// `output(from span: RawSpan)`).
  static let nonescapableTypes: Set<String> = [
    "Span", "RawSpan", "MutableSpan", "MutableRawSpan", "OutputSpan", "OutputRawSpan", "UTF8Span",
  ]

  /// Whether a parameter type is `~Escapable` as far as source text tells: a known one, or a
  /// generic one declared `~Escapable`.
  static func isNonescapable(_ type: String, generics: String) -> Bool {
    let core = attributesRemoved(type)
    let base = String(core.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    return nonescapableTypes.contains(base)
      || (generics.containsText("~Escapable") && mentions(core, anyOf: [base]))
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
    var core = implicitUnwrapAsOptional(attributesRemoved(type, keeping: storedAttributes))
    if core.hasSuffix("...") {
      core = "[\(core.dropLast(3))]"
    }
    return core
  }

  /// The attributes a stored closure keeps: they are part of its type.
  private static let storedAttributes: Set<String> = [
    "@Sendable", "@MainActor", "@concurrent", "nonisolated(nonsending)",
  ]

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
    guard !names.isEmpty else { return false }
    // ASCII types (nearly all) are read as bytes, each word looked up as it ends.
    guard type.utf8.allSatisfy({ $0 < 0x80 }) else {
      return words(in: type).contains { names.contains($0) }
    }
    let bytes = type.utf8
    var start: String.Index?
    var index = bytes.startIndex
    while index != bytes.endIndex {
      if bytes[index].isIdentifierByte {
        if start == nil { start = index }
      } else if let wordStart = start {
        if names.contains(String(type[wordStart..<index])) { return true }
        start = nil
      }
      index = bytes.index(after: index)
    }
    return start.map { names.contains(String(type[$0...])) } ?? false
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

extension String.UTF8View.SubSequence {
  /// Whether the words are separated by single spaces, with none at either end.
  fileprivate var isSingleSpaced: Bool {
    guard first != UInt8(ascii: " "), last != UInt8(ascii: " ") else { return false }
    var previous: UInt8 = 0
    for byte in self {
      if byte == UInt8(ascii: " "), previous == UInt8(ascii: " ") { return false }
      previous = byte
    }
    return true
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
