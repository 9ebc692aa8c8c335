import VIPKitSyntax

/// What one test file declares, read once with the lexer: its types, where each function is,
/// and each Swift Testing display name with its function. What a report needs to place a
/// test in its file, and a failure line printed under a display name to find its test.
struct TestFileOutline {
  /// The types it declares or extends (`struct`, `class`, `actor`, `enum`, `extension`), by
  /// their last name (`Outer.Inner` is `Inner`).
  private(set) var types: Set<String> = []
  /// Each function's name → the byte offset of its first declaration's name.
  private(set) var functions: [String: Int] = [:]
  /// Each `@Test("…")`'s display name (as Swift Testing prints it) with the function after it
  /// and the innermost type around it.
  private(set) var displayNames: [(name: String, function: TestDisplayNames.Function)] = []

  init(_ bytes: [UInt8]) {
    let tokens = Lexer.tokenize(bytes).tokens
    func text(_ index: Int) -> String {
      String(decoding: bytes[tokens[index].range], as: UTF8.self)
    }
    var open: [String?] = []  // one per open brace: the type it opens, if any
    var pendingType: String?
    var pendingName: String?
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      let word = token.kind == .identifier ? text(index) : ""
      let next = index + 1 < tokens.count && tokens[index + 1].kind == .identifier
      if ["struct", "class", "actor", "enum", "extension"].contains(word), next,
        !["func", "var", "let", "subscript", "init", "protocol"].contains(text(index + 1))
      {
        pendingType = text(index + 1).split(separator: ".").last.map(String.init)
        types.insert(pendingType ?? "")
        index += 2
        continue
      }
      if token.kind == .punctuation {
        switch text(index) {
        case "{":
          open.append(pendingType)
          pendingType = nil
        case "}":
          _ = open.popLast()
        case "@"
        where index + 3 < tokens.count && text(index + 1) == "Test" && text(index + 2) == "("
          && tokens[index + 3].kind == .stringLiteral:
          pendingName = TestDisplayNames.literal(text(index + 3))
        default: break
        }
      }
      if word == "func", next {
        let name = text(index + 1)
        if functions[name] == nil { functions[name] = tokens[index + 1].range.lowerBound }
        if let display = pendingName {
          let suite = open.last(where: { $0 != nil }) ?? nil
          displayNames.append((display, .init(suite: suite, name: name)))
          pendingName = nil
        }
      }
      index += 1
    }
  }
}
