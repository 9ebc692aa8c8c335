import VIPKitSyntax

/// The module's own structs and enums, by the name a test writes for them, and how to build a
/// value of each: what a suggested test needs to make its inputs.
///
/// Read from the outline of every source file of the module: a struct's stored properties (its
/// memberwise initializer's parameters, in order) or its own initializer's parameters, an
/// enum's cases without payload.
struct TypeCatalog: Sendable {
  struct Entry: Sendable {
    /// `PasswordStrengthScene.Evaluate.Request`: as written from the top level.
    var qualifiedName: String
    var keyword: String
    /// The initializer's labelled parameters (label, type as written), for a struct.
    var fields: [(label: String, type: String)] = []
    /// The cases without payload, for an enum.
    var cases: [String] = []
    /// Where its own names resolve: the qualified name itself.
    var scope: String { qualifiedName }
    /// Whether it conforms to `Error` (in its declaration).
    var isError = false
  }

  private(set) var entries: [String: Entry] = [:]

  init(outlines: [SwiftOutline]) {
    for outline in outlines {
      let types = outline.types
      for (index, type) in types.enumerated() where ["struct", "enum"].contains(type.keyword) {
        // The types whose bodies hold this one, outermost first.
        let outer = types.enumerated().filter { other in
          other.offset != index && other.element.body.contains(type.body.lowerBound)
            && other.element.keyword != "protocol"
        }.sorted { $0.element.body.count > $1.element.body.count }.map(\.element.name)
        let qualified = (outer + [type.name]).joined(separator: ".")
        var entry = Entry(qualifiedName: qualified, keyword: type.keyword)
        entry.isError = type.inherited.contains { $0 == "Error" || $0.hasSuffix(".Error") }
        if type.keyword == "struct" {
          entry.fields =
            Signature.initializer(of: type, in: outline)?.parameters.map {
              ($0.label ?? "", $0.type)
            }
            ?? type.properties.filter { $0.isStored && !$0.isStatic }.compactMap { property in
              guard !(property.isLet && property.initializer != nil), let annotation = property.type
              else { return nil }
              return (property.name, annotation)
            }
        } else {
          entry.cases = Self.cases(of: type, in: outline)
        }
        entries[qualified] = entry
      }
    }
  }

  /// The entry a type written in `scope` names: `Request` inside `Login.Fetch` is
  /// `Login.Fetch.Request` if that exists, else `Login.Request`, else a top-level `Request`.
  func entry(named written: String, in scope: String = "") -> Entry? {
    var prefix = scope.split(separator: ".").map(String.init)
    while true {
      let candidate = (prefix + [written]).joined(separator: ".")
      if let entry = entries[candidate] { return entry }
      guard !prefix.isEmpty else { return nil }
      prefix.removeLast()
    }
  }

  /// The first enum of the module that is an `Error` with a case: what a spy may throw for an
  /// untyped `throws`.
  var someError: Entry? {
    entries.values.filter { $0.isError && !$0.cases.isEmpty }.min {
      $0.qualifiedName < $1.qualifiedName
    }
  }

  /// `case a, b` and `case c`: the enum's cases that carry nothing.
  private static func cases(of type: SwiftOutline.TypeDecl, in outline: SwiftOutline) -> [String] {
    var cases: [String] = []
    var index = type.body.lowerBound
    while index < type.body.upperBound {
      defer { index += 1 }
      guard outline.text(index) == "case", type.ownTokens.contains(index) else { continue }
      var cursor = index + 1
      while cursor < type.body.upperBound, outline.kind(cursor) == .identifier {
        let name = outline.text(cursor)
        let next = outline.text(cursor + 1)
        if next == "(" { break }  // a payload: not built here
        if next == "=" { cursor += 2 }  // a raw value
        cases.append(name)
        if outline.text(cursor + 1) != "," { break }
        cursor += 2
      }
    }
    return cases
  }
}
