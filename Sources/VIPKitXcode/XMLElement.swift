import VIPKitCore

/// An element of the small XML files Xcode writes (schemes, workspace contents): its name,
/// attributes and child elements. Text, comments and processing instructions are skipped;
/// Xcode keeps everything vipkit reads in attributes.
package struct XMLElement: Sendable, Equatable {
  package var name: String
  package var attributes: [String: String]
  package var children: [XMLElement]

  /// Every element below this one (children first, then theirs) named `name`.
  package func descendants(named name: String) -> [XMLElement] {
    children.flatMap { ($0.name == name ? [$0] : []) + $0.descendants(named: name) }
  }

  /// The first child named `name`.
  package func child(named name: String) -> XMLElement? { children.first { $0.name == name } }

  /// Reads the document element of `bytes`; a mistake is reported at its line and column.
  package static func parse(_ bytes: [UInt8], path: String) throws(Diagnostic) -> XMLElement {
    var reader = XMLReader(bytes: bytes, path: path)
    return try reader.document()
  }
}

/// The reader behind `XMLElement.parse`: elements, attributes in either quote, the five
/// predefined entities and numeric character references.
private struct XMLReader {
  let bytes: [UInt8]
  let path: String
  var offset = 0

  mutating func document() throws(Diagnostic) -> XMLElement {
    skipMarkup()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "<") else {
      throw error("no XML element found")
    }
    let element = try self.element(depth: 0)
    skipMarkup()
    guard offset == bytes.count else { throw error("unexpected text after the document element") }
    return element
  }

  /// Skips white space, text, `<?…?>`, `<!--…-->` and `<!…>` up to the next element tag.
  mutating func skipMarkup() {
    while offset < bytes.count {
      if starts(with: "<?") {
        skip(past: "?>")
      } else if starts(with: "<!--") {
        skip(past: "-->")
      } else if starts(with: "<!") {
        skip(past: ">")
      } else if bytes[offset] == UInt8(ascii: "<") {
        return
      } else {
        offset += 1
      }
    }
  }

  mutating func element(depth: Int) throws(Diagnostic) -> XMLElement {
    guard depth < 100 else { throw error("elements nested more than 100 deep") }
    offset += 1
    let name = self.name()
    guard !name.isEmpty else { throw error("expected an element name after '<'") }
    var attributes: [String: String] = [:]
    while true {
      skipSpace()
      guard offset < bytes.count else { throw error("the file ends inside the tag <\(name)>") }
      if starts(with: "/>") {
        offset += 2
        return XMLElement(name: name, attributes: attributes, children: [])
      }
      if bytes[offset] == UInt8(ascii: ">") {
        offset += 1
        break
      }
      let key = self.name()
      guard !key.isEmpty else { throw error("expected an attribute name in <\(name)>") }
      skipSpace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else {
        throw error("expected '=' after the attribute \(key)")
      }
      offset += 1
      skipSpace()
      guard offset < bytes.count,
        bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'")
      else { throw error("expected a quoted value for the attribute \(key)") }
      let quote = bytes[offset]
      offset += 1
      let start = offset
      while offset < bytes.count, bytes[offset] != quote { offset += 1 }
      guard offset < bytes.count else { throw error("the value of \(key) is never closed") }
      attributes[key] = Self.decode(bytes[start..<offset])
      offset += 1
    }
    var children: [XMLElement] = []
    while true {
      skipMarkup()
      guard offset < bytes.count else { throw error("the element <\(name)> is never closed") }
      if starts(with: "</") {
        let tag = offset
        offset += 2
        let closing = self.name()
        guard closing == name else {
          offset = tag
          throw error("</\(closing)> closes <\(name)>: the tags do not match")
        }
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ">") else {
          throw error("expected '>' after </\(closing)")
        }
        offset += 1
        return XMLElement(name: name, attributes: attributes, children: children)
      }
      children.append(try element(depth: depth + 1))
    }
  }

  mutating func name() -> String {
    let start = offset
    while offset < bytes.count {
      let byte = bytes[offset]
      let isNameByte =
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: ".") || byte >= 0x80
      guard isNameByte else { break }
      offset += 1
    }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  mutating func skipSpace() {
    while offset < bytes.count, bytes[offset] == 32 || (9...13).contains(bytes[offset]) {
      offset += 1
    }
  }

  func starts(with text: String) -> Bool {
    let utf8 = Array(text.utf8)
    return offset + utf8.count <= bytes.count && Array(bytes[offset..<offset + utf8.count]) == utf8
  }

  mutating func skip(past text: String) {
    while offset < bytes.count, !starts(with: text) { offset += 1 }
    offset = min(offset + text.utf8.count, bytes.count)
  }

  /// An attribute's text with `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and `&#…;` undone.
  static func decode(_ raw: ArraySlice<UInt8>) -> String {
    let text = String(decoding: raw, as: UTF8.self)
    guard text.contains("&") else { return text }
    var result = ""
    var rest = Substring(text)
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { break }
      let entity = rest[rest.index(after: ampersand)..<semicolon]
      switch entity {
      case "amp": result += "&"
      case "lt": result += "<"
      case "gt": result += ">"
      case "quot": result += "\""
      case "apos": result += "'"
      default:
        let number =
          entity.hasPrefix("#x")
          ? UInt32(entity.dropFirst(2), radix: 16) : UInt32(entity.dropFirst(), radix: 10)
        if entity.hasPrefix("#"), let number, let scalar = Unicode.Scalar(number) {
          result.unicodeScalars.append(scalar)
        } else {
          result += "&\(entity);"
        }
      }
      rest = rest[rest.index(after: semicolon)...]
    }
    return result + rest
  }

  func error(_ message: String) -> Diagnostic {
    return Diagnostic(
      .error, message, at: TextPosition.location(of: offset, in: bytes, path: path))
  }
}
