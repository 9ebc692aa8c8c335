/// Checks a name for a scene or a use case: a Swift type name that reads as one
/// (`Login`, `OrderDetails`), with what to type instead when it is not.
package enum SceneName {
  static let keywords: Set<String> = [
    "Any", "Self", "Type", "Protocol", "class", "struct", "enum", "protocol", "func", "var",
    "let", "if", "else", "for", "while", "return", "import", "init", "self", "super", "true",
    "false", "nil", "in", "is", "as", "case", "switch", "default", "do", "try", "catch",
    "throw", "guard", "where", "extension", "static", "public", "private", "internal",
  ]

  /// `nil` when `name` is usable; otherwise why not, and a suggestion.
  package static func problem(with name: String, what: String = "scene") -> String? {
    guard !name.isEmpty else { return "The \(what) name is empty." }
    let valid =
      name.first.map { $0.isLetter && $0.isASCII } == true
      && name.allSatisfy { ($0.isLetter || $0.isNumber) && $0.isASCII }
    if valid, !keywords.contains(name), name.first?.isUppercase == true { return nil }
    let suggestion = suggested(for: name)
    let why: String
    if keywords.contains(name) {
      why = "'\(name)' is a Swift keyword"
    } else if name.first?.isNumber == true {
      why = "'\(name)' starts with a digit"
    } else if !valid {
      why = "'\(name)' is not a Swift type name (letters and digits only)"
    } else {
      why = "'\(name)' should start with a capital letter, as a type does"
    }
    return "\(why): try '\(suggestion)'."
  }

  /// `login scene` → `LoginScene`, `123` → `Scene123`, `class` → `ClassScene`.
  static func suggested(for name: String) -> String {
    let words = name.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
    var result = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if result.isEmpty { return "Scene" }
    if result.first?.isNumber == true { result = "Scene" + result }
    if keywords.contains(result) || keywords.contains(name) { result += "Scene" }
    return result
  }
}
