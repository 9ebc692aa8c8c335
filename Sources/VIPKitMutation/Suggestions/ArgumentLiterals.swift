import VIPKitSyntax

/// The literal values a test target's tests pass to each labelled argument, read from their
/// calls (`presenter.presentStrength(score: 4, maximum: 4)` gives `presentStrength.score` and
/// `presentStrength.maximum` the value `4`).
///
/// A suggested test built from them uses inputs the domain allows together: the values a
/// person already chose, rather than a score of 2 out of a maximum of 1.
enum ArgumentLiterals {
  static func key(_ method: String, _ label: String?) -> String {
    "\(method).\(label ?? "_")"
  }

  static func read(_ sources: [SourceText]) -> [String: [String]] {
    var found: [String: [String]] = [:]
    for source in sources {
      let outline = SwiftOutline(source)
      let tokens = outline.tokens
      for open in tokens.indices where outline.text(open) == "(" && open > 0 {
        guard tokens[open].leadingTrivia.isEmpty, outline.kind(open - 1) == .identifier else {
          continue
        }
        let method = outline.text(open - 1)
        var index = open + 1
        var depth = 0
        while index + 3 < tokens.count {
          let text = outline.text(index)
          if text == "(" || text == "[" || text == "{" { depth += 1 }
          if text == ")" || text == "]" || text == "}" {
            if depth == 0 { break }
            depth -= 1
          }
          // `label: literal` followed by `,` or `)`, at the call's own level.
          if depth == 0, outline.kind(index) == .identifier, outline.text(index + 1) == ":",
            [",", ")"].contains(outline.text(index + 3)),
            let literal = literal(at: index + 2, in: outline)
          {
            let key = key(method, text)
            if !(found[key] ?? []).contains(literal) { found[key, default: []].append(literal) }
          }
          // An unlabelled literal, alone between `(` or `,` and `,` or `)`.
          if depth == 0, ["(", ","].contains(outline.text(index - 1)),
            [",", ")"].contains(outline.text(index + 1)),
            let literal = literal(at: index, in: outline)
          {
            let key = key(method, nil)
            if !(found[key] ?? []).contains(literal) { found[key, default: []].append(literal) }
          }
          index += 1
        }
      }
    }
    return found
  }

  private static func literal(at index: Int, in outline: SwiftOutline) -> String? {
    switch outline.kind(index) {
    case .integerLiteral, .floatLiteral, .stringLiteral: return outline.text(index)
    default:
      let text = outline.text(index)
      return text == "true" || text == "false" ? text : nil
    }
  }
}
