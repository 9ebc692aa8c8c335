import Foundation
import VIPKitCore
import VIPKitSyntax

/// Swift Testing's display names, read from the test files: `@Test("loading is shown") func
/// loading()` fails in the output as `✘ Test "loading is shown" recorded an issue`, not by
/// its function, and a kill is pinned on a test only when the name leads back to it. Read with
/// the lexer: the display name (its escapes undone, a raw string's too), the next `func`
/// after it, and the type it is in, so that `loading()` of another suite is not taken for it.
struct TestDisplayNames: Sendable {
  /// A test function, and the type it is declared in (`nil`: a free function).
  struct Function: Hashable, Sendable {
    var suite: String?
    var name: String
  }

  /// Display name, as Swift Testing prints it → the functions that carry it.
  private let functions: [String: Set<Function>]

  init(_ functions: [String: Set<Function>] = [:]) { self.functions = functions }

  /// The display names of every test file under `folder`'s `Tests/`.
  init(package folder: URL) {
    var found: [String: Set<Function>] = [:]
    for url in SwiftFiles.find([folder.appendingPathComponent("Tests")]).files {
      guard let data = try? Data(contentsOf: url), data.count < 4 << 20 else { continue }
      let bytes = Array(data)
      guard bytes.firstRange(of: Array("@Test".utf8)) != nil else { continue }
      for (name, function) in Self.pairs(in: bytes) { found[name, default: []].insert(function) }
    }
    functions = found
  }

  /// The functions a failure line's name stands for: `"loading is shown"` (quoted, as Swift
  /// Testing prints a display name) → `loading` of its suite; empty for any other name.
  func functions(reportedAs name: String) -> Set<Function> {
    guard name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") else { return [] }
    return functions[String(name.dropFirst().dropLast())] ?? []
  }

  static func pairs(in text: String) -> [(name: String, function: Function)] {
    pairs(in: Array(text.utf8))
  }

  /// Each `@Test("…")`'s display name with the function after it and the innermost type
  /// around it (`struct`, `class`, `actor`, `enum` or `extension`).
  static func pairs(in bytes: [UInt8]) -> [(name: String, function: Function)] {
    let tokens = Lexer.tokenize(bytes).tokens
    func text(_ index: Int) -> String {
      String(decoding: bytes[tokens[index].range], as: UTF8.self)
    }
    var found: [(String, Function)] = []
    var types: [String?] = []  // one per open brace: the type it opens, if any
    var pendingType: String?
    var pendingName: String?
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      let word = token.kind == .identifier ? text(index) : ""
      if ["struct", "class", "actor", "enum", "extension"].contains(word),
        index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
        !["func", "var", "let", "subscript", "init", "protocol"].contains(text(index + 1))
      {
        pendingType = text(index + 1).split(separator: ".").last.map(String.init)
        index += 2
        continue
      }
      if token.kind == .punctuation {
        switch text(index) {
        case "{":
          types.append(pendingType)
          pendingType = nil
        case "}":
          _ = types.popLast()
        case "@"
        where index + 3 < tokens.count && text(index + 1) == "Test" && text(index + 2) == "("
          && tokens[index + 3].kind == .stringLiteral:
          pendingName = literal(text(index + 3))
        default: break
        }
      }
      if word == "func", let name = pendingName, index + 1 < tokens.count {
        let suite = types.last(where: { $0 != nil }) ?? nil
        found.append((name, Function(suite: suite, name: text(index + 1))))
        pendingName = nil
      }
      index += 1
    }
    return found
  }

  /// A string literal's value: `"a \"b\""` is `a "b"`, `#"a "b""#` is `a "b"`; an
  /// interpolation is kept as written (such a name cannot be known before the run).
  static func literal(_ written: String) -> String? {
    var body = Substring(written)
    let hashes = body.prefix { $0 == "#" }.count
    body = body.dropFirst(hashes).dropLast(hashes)
    guard body.count >= 2, body.first == "\"", body.last == "\"", !body.hasPrefix("\"\"\"") else {
      return nil
    }
    body = body.dropFirst().dropLast()
    guard hashes == 0 else { return String(body) }
    var value = ""
    var characters = body.makeIterator()
    while let character = characters.next() {
      guard character == "\\", let escaped = characters.next() else {
        value.append(character)
        continue
      }
      switch escaped {
      case "n": value.append("\n")
      case "t": value.append("\t")
      case "r": value.append("\r")
      case "0": value.append("\0")
      case "u":
        var digits = ""
        while let next = characters.next(), next != "}" {
          if next != "{" { digits.append(next) }
        }
        if let scalar = UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init) {
          value.unicodeScalars.append(scalar)
        }
      default: value.append(escaped)
      }
    }
    return value
  }
}
