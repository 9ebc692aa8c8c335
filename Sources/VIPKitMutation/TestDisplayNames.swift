import Foundation
import VIPKitCore
import VIPKitSyntax

/// Swift Testing's display names, read from the test files: `@Test("loading is shown") func
/// loading()` fails in the output as `✘ Test "loading is shown" recorded an issue`, not by
/// its function, and a kill is pinned on a test only when the name leads back to it. Read with
/// the lexer (`TestFileOutline`): the display name (its escapes undone, a raw string's too), the
/// next `func` after it, and the type it is in, so that `loading()` of another suite is not
/// taken for it.
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
      for (name, function) in TestFileOutline(bytes).displayNames {
        found[name, default: []].insert(function)
      }
    }
    functions = found
  }

  /// The functions a failure line's name stands for: `"loading is shown"` (quoted, as Swift
  /// Testing prints a display name) → `loading` of its suite; empty for any other name.
  func functions(reportedAs name: String) -> Set<Function> {
    guard name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") else { return [] }
    return functions[String(name.dropFirst().dropLast())] ?? []
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
