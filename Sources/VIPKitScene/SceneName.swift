/// Checks a name for a scene or a use case: a Swift type name that reads as one
/// (`Login`, `OrderDetails`), with what to type instead when it is not.
package enum SceneName {
  static let keywords: Set<String> = [
    "Any", "Self", "Type", "Protocol", "class", "struct", "enum", "protocol", "func", "var",
    "let", "if", "else", "for", "while", "return", "import", "init", "self", "super", "true",
    "false", "nil", "in", "is", "as", "case", "switch", "default", "do", "try", "catch",
    "throw", "guard", "where", "extension", "static", "public", "private", "internal",
    "continue", "break", "repeat", "defer", "fallthrough", "operator", "inout", "subscript",
    "deinit", "typealias", "associatedtype", "rethrows", "throws", "await", "async",
  ]

  /// Names the generated code uses itself: a scene or use case named so would shadow them.
  static let taken: Set<String> = [
    "Task", "Text", "View", "String", "Int", "Bool", "Error", "Result", "Array", "Set",
    "Dictionary", "Optional", "Sendable", "Equatable", "Never", "Void", "Date", "Data", "URL",
    "Foundation", "Observation", "SwiftUI", "UIKit", "XCTest", "Testing", "VIPKit",
  ]
  /// Use case names the scene's own members or models already use.
  static let takenByUseCases: Set<String> = [
    "Loading", "Next", "NextTapped", "Request", "Response", "ViewModel", "Failure",
    "FailureViewModel", "Items", "Text",
  ]

  /// `nil` when the use cases can be generated together; otherwise why not.
  package static func problem(withUseCases names: [String]) -> String? {
    for name in names {
      if let problem = problem(with: name, what: "use case") { return problem }
      if takenByUseCases.contains(name)
        || keywords.contains(name.prefix(1).lowercased() + name.dropFirst())
      {
        return
          "The use case '\(name)' would clash with what the scene generates: try '\(name)Step'."
      }
    }
    if let repeated = Dictionary(grouping: names, by: { $0 }).first(where: { $0.value.count > 1 })?
      .key
    {
      return "The use case '\(repeated)' is given twice."
    }
    return nil
  }

  /// `nil` when `name` is usable; otherwise why not, and a suggestion.
  package static func problem(with name: String, what: String = "scene") -> String? {
    if taken.contains(name) {
      return "'\(name)' is a type the scene's code uses itself: try '\(name)Scene'."
    }
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
