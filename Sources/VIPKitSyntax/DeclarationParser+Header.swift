/// A function's or initializer's header read where it stands in a file of any kind (not
/// only in a protocol): what mutation testing and the VIP rules need of concrete types'
/// methods, read by the same parser that reads protocol requirements.
extension DeclarationParser {
  /// The `func` or `init` at token `index` of `outline` (its name, parameters, effects and
  /// result), and the index of the first token after the header (the body's `{`, if it has
  /// one); nil for anything else.
  package static func header(at index: Int, in outline: SwiftOutline) -> (
    member: ProtocolMember, end: Int
  )? {
    var cursor = TokenCursor(source: outline.source, tokens: outline.tokens)
    cursor.index = index
    var parser = DeclarationParser(cursor: cursor)
    let common = MemberCommon(location: outline.location(index))
    let member: ProtocolMember?
    switch outline.text(index) {
    case "func": member = parser.parseFunction(common)
    case "init": member = parser.parseInitializer(common)
    default: member = nil
    }
    return member.map { ($0, parser.cursor.index) }
  }
}

extension SwiftOutline {
  /// The index of the bracket that closes the `(`, `[` or `{` at `open`, counting all three
  /// kinds; nil when the file ends first.
  package func closingBracket(of open: Int) -> Int? {
    var depth = 0
    for index in open..<tokens.count {
      switch text(index) {
      case "(", "[", "{": depth += 1
      case ")", "]", "}":
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return nil
  }
}
