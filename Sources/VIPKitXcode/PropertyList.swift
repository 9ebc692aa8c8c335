import VIPKitCore

/// A value of an old-style (OpenStep) property list: what `project.pbxproj` is written in.
/// Only strings, arrays, dictionaries and data exist in that format; numbers are strings.
package enum PropertyList: Sendable, Equatable {
  case string(String)
  case array([PropertyList])
  case dictionary([String: PropertyList])
  case data([UInt8])

  /// The string, when this is one.
  package var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The elements, when this is an array.
  package var array: [PropertyList]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The entries, when this is a dictionary.
  package var dictionary: [String: PropertyList]? {
    if case .dictionary(let value) = self { return value }
    return nil
  }

  /// The value under `key`, when this is a dictionary that has one.
  package subscript(key: String) -> PropertyList? { dictionary?[key] }

  /// The strings of an array (a string alone counts as an array of one, as build settings
  /// may be written either way).
  package var strings: [String] {
    switch self {
    case .string(let value): return [value]
    case .array(let values): return values.compactMap(\.string)
    default: return []
    }
  }

  /// Reads an old-style property list. A mistake is reported at its line and column in
  /// `path`, with what was expected there.
  package static func parse(_ bytes: [UInt8], path: String) throws(Diagnostic) -> PropertyList {
    var parser = PropertyListParser(bytes: bytes, path: path)
    return try parser.document()
  }
}

/// The recursive-descent reader behind `PropertyList.parse`: a byte cursor that skips
/// white space and both kinds of comment between tokens.
private struct PropertyListParser {
  let bytes: [UInt8]
  let path: String
  var offset = 0

  init(bytes: [UInt8], path: String) {
    self.bytes = bytes
    self.path = path
  }

  mutating func document() throws(Diagnostic) -> PropertyList {
    let value = try self.value(depth: 0)
    skipTrivia()
    guard offset == bytes.count else { throw error("unexpected text after the end of the list") }
    return value
  }

  /// One value; `depth` bounds nesting, so hostile input cannot exhaust the stack.
  mutating func value(depth: Int) throws(Diagnostic) -> PropertyList {
    guard depth < 200 else { throw error("values nested more than 200 deep") }
    skipTrivia()
    guard offset < bytes.count else { throw error("the file ends where a value was expected") }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return try dictionary(depth: depth)
    case UInt8(ascii: "("): return try array(depth: depth)
    case UInt8(ascii: "<"): return try data()
    case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted())
    default:
      guard let word = unquoted() else {
        throw error("expected a value, found '\(Self.shown(bytes[offset]))'")
      }
      return .string(word)
    }
  }

  mutating func dictionary(depth: Int) throws(Diagnostic) -> PropertyList {
    offset += 1
    var entries: [String: PropertyList] = [:]
    while true {
      skipTrivia()
      guard offset < bytes.count else {
        throw error("the file ends inside a dictionary: '}' is missing")
      }
      if bytes[offset] == UInt8(ascii: "}") {
        offset += 1
        return .dictionary(entries)
      }
      let key: String
      if bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") {
        key = try quoted()
      } else if let word = unquoted() {
        key = word
      } else {
        throw error("expected a key or '}', found '\(Self.shown(bytes[offset]))'")
      }
      try expect("=", after: "the key '\(key)'")
      entries[key] = try value(depth: depth + 1)
      try expect(";", after: "the value of '\(key)'")
    }
  }

  mutating func array(depth: Int) throws(Diagnostic) -> PropertyList {
    offset += 1
    var elements: [PropertyList] = []
    while true {
      skipTrivia()
      guard offset < bytes.count else { throw error("the file ends inside a list: ')' is missing") }
      if bytes[offset] == UInt8(ascii: ")") {
        offset += 1
        return .array(elements)
      }
      elements.append(try value(depth: depth + 1))
      skipTrivia()
      if offset < bytes.count, bytes[offset] == UInt8(ascii: ",") {
        offset += 1
      } else if offset >= bytes.count || bytes[offset] != UInt8(ascii: ")") {
        throw error("expected ',' or ')' after a list element")
      }
    }
  }

  mutating func data() throws(Diagnostic) -> PropertyList {
    let start = offset
    offset += 1
    var hex: [UInt8] = []
    while offset < bytes.count, bytes[offset] != UInt8(ascii: ">") {
      let byte = bytes[offset]
      if let digit = Self.hexValue(byte) {
        hex.append(digit)
      } else if !Self.isSpace(byte) {
        throw error("'\(Self.shown(byte))' is not a hexadecimal digit in data")
      }
      offset += 1
    }
    guard offset < bytes.count, hex.count % 2 == 0 else {
      offset = start
      throw error("unterminated or odd-length data: '<' needs hexadecimal pairs and '>'")
    }
    offset += 1
    return .data(stride(from: 0, to: hex.count, by: 2).map { hex[$0] << 4 | hex[$0 + 1] })
  }

  /// A quoted string, with the escapes old-style lists use (`\n`, `\"`, `\U00e9`, octal).
  mutating func quoted() throws(Diagnostic) -> String {
    let quote = bytes[offset]
    let start = offset
    offset += 1
    var scalars: [UInt8] = []
    var text = ""
    func flush() {
      text += String(decoding: scalars, as: UTF8.self)
      scalars.removeAll()
    }
    while offset < bytes.count, bytes[offset] != quote {
      guard bytes[offset] == UInt8(ascii: "\\"), offset + 1 < bytes.count else {
        scalars.append(bytes[offset])
        offset += 1
        continue
      }
      offset += 1
      let escaped = bytes[offset]
      offset += 1
      switch escaped {
      case UInt8(ascii: "n"): scalars.append(10)
      case UInt8(ascii: "t"): scalars.append(9)
      case UInt8(ascii: "r"): scalars.append(13)
      case UInt8(ascii: "a"): scalars.append(7)
      case UInt8(ascii: "b"): scalars.append(8)
      case UInt8(ascii: "f"): scalars.append(12)
      case UInt8(ascii: "v"): scalars.append(11)
      case UInt8(ascii: "U"), UInt8(ascii: "u"):
        var code: UInt32 = 0
        var digits = 0
        while digits < 4, offset < bytes.count, let digit = Self.hexValue(bytes[offset]) {
          code = code << 4 | UInt32(digit)
          offset += 1
          digits += 1
        }
        flush()
        text.unicodeScalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var code = UInt32(escaped - UInt8(ascii: "0"))
        var digits = 1
        while digits < 3, offset < bytes.count,
          (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[offset])
        {
          code = code << 3 | UInt32(bytes[offset] - UInt8(ascii: "0"))
          offset += 1
          digits += 1
        }
        flush()
        text.unicodeScalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
      default: scalars.append(escaped)
      }
    }
    guard offset < bytes.count else {
      offset = start
      throw error("this string is never closed: a \(quote == 34 ? "'\"'" : "\"'\"") is missing")
    }
    offset += 1
    flush()
    return text
  }

  /// A bare word: letters, digits and `_$+/:.-`, as Xcode writes names and paths unquoted.
  mutating func unquoted() -> String? {
    let start = offset
    while offset < bytes.count, Self.isWordByte(bytes[offset]) { offset += 1 }
    guard offset > start else { return nil }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  mutating func expect(_ character: Character, after what: String) throws(Diagnostic) {
    skipTrivia()
    guard offset < bytes.count, bytes[offset] == character.asciiValue else {
      let found = offset < bytes.count ? "'\(Self.shown(bytes[offset]))'" : "the end of the file"
      throw error("expected '\(character)' after \(what), found \(found)")
    }
    offset += 1
  }

  /// Skips spaces, line breaks, `// …` and `/* … */` (an unclosed one runs to the end, where
  /// the missing value is then reported).
  mutating func skipTrivia() {
    while offset < bytes.count {
      let byte = bytes[offset]
      if Self.isSpace(byte) {
        offset += 1
      } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count,
        bytes[offset + 1] == UInt8(ascii: "/")
      {
        while offset < bytes.count, bytes[offset] != 10 { offset += 1 }
      } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count,
        bytes[offset + 1] == UInt8(ascii: "*")
      {
        offset += 2
        while offset + 1 < bytes.count,
          !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/"))
        {
          offset += 1
        }
        offset = min(offset + 2, bytes.count)
      } else {
        return
      }
    }
  }

  /// A diagnostic at the current offset, as `path:line:column`.
  func error(_ message: String) -> Diagnostic {
    return Diagnostic(
      .error, message, at: TextPosition.location(of: offset, in: bytes, path: path),
      notes: ["The project file is damaged: open it in Xcode, or restore it from version control."])
  }

  static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || (9...13).contains(byte) }

  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
      UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
      UInt8(ascii: "-"):
      return true
    default: return false
    }
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  static func shown(_ byte: UInt8) -> String {
    byte >= 32 && byte < 127 ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
  }
}
