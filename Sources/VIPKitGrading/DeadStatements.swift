import VIPKitSyntax

/// Statements that change nothing a test or a user can see, found on the tokens alone so that
/// a copy padded with them fingerprints as the code it copied: a discard (`_ = x`), a
/// `print(…)` (or `debugPrint`, `dump`, `NSLog`) or a one-line `if` that only prints, a
/// variable that nothing but such lines and its own updates ever reads (`var tries = 0` …
/// `tries += 1`), an `if` block whose every line is such a line, and a `private` function
/// nothing calls. Statements are taken a line at a time (their brackets balanced on the
/// line), blocks from their opening line to the line that closes them; honest code loses the
/// same lines, so two honest submissions are compared as before.
enum DeadStatements {
  /// The tokens of `files` (each file's tokens, no end of file) to leave out, per file.
  static func find(_ files: [(tokens: [Token], bytes: [UInt8])]) -> [Set<Int>] {
    var lines: [Line] = []
    for (fileIndex, file) in files.enumerated() {
      var start = 0
      for index in file.tokens.indices {
        let next = index + 1
        if next == file.tokens.count || file.bytes[file.tokens[next].leadingTrivia].contains(10) {
          lines.append(
            Line(
              file: fileIndex, tokens: start..<next,
              words: (start..<next).map {
                String(decoding: file.bytes[file.tokens[$0].range], as: UTF8.self)
              }))
          start = next
        }
      }
    }
    // The names each line uses (identifiers, keywords among them: harmless).
    let names = lines.map { line in
      zip(line.tokens, line.words).compactMap { token, word in
        files[line.file].tokens[token].kind == .identifier ? word : nil
      }
    }
    var dead = Set(lines.indices.filter { lines[$0].isBalanced && lines[$0].isInert })
    // Each name's reads on lines still alive (a line that updates a name does not read it),
    // where it is declared, and where it is updated.
    var live: [String: Int] = [:]
    var declarations: [String: [Int]] = [:]
    var updates: [String: [Int]] = [:]
    for (index, line) in lines.enumerated() {
      for name in names[index] {
        if line.updates(name) {
          if updates[name]?.last != index { updates[name, default: []].append(index) }
        } else if !dead.contains(index) {
          live[name, default: 0] += 1
        }
      }
      if line.isBalanced, let name = line.declaredVariable {
        declarations[name, default: []].append(index)
      }
    }
    // A declaration whose name no live line but its own reads dies with the name's updates;
    // the names those lines read are looked at again. Each line dies once: linear in the
    // code (a hostile submission cannot make it quadratic with a chain of variables).
    var unseen = Array(declarations.keys)
    func kill(_ index: Int) {
      guard dead.insert(index).inserted else { return }
      for name in names[index] where !lines[index].updates(name) {
        live[name, default: 0] -= 1
        unseen.append(name)
      }
    }
    func settle() {
      while let name = unseen.popLast() {
        for declaration in declarations[name] ?? [] where !dead.contains(declaration) {
          let own = names[declaration].filter { $0 == name }.count
          guard live[name, default: 0] == own else { continue }
          kill(declaration)
          for update in updates[name] ?? [] { kill(update) }
        }
      }
    }
    settle()
    // Blocks: an `if … {` whose lines up to its `}` are all dead, and a private function
    // nothing calls. Each may free a variable, and a freed variable a block: until nothing
    // changes (each pass kills a line or stops).
    var uses: [String: Int] = [:]
    for line in names { for name in line { uses[name, default: 0] += 1 } }
    var changed = true
    while changed {
      changed = false
      for (index, line) in lines.enumerated() where !dead.contains(index) {
        guard let end = Self.blockEnd(from: index, lines) else { continue }
        let body = (index + 1)..<end
        let isDeadIf =
          line.words.first == "if" && body.allSatisfy { dead.contains($0) }
        var isUnusedFunction = false
        if let name = line.privateFunction {
          let inside = (index...end).reduce(0) { $0 + names[$1].count { $0 == name } }
          isUnusedFunction = uses[name, default: 0] == inside
        }
        guard isDeadIf || isUnusedFunction else { continue }
        for dying in index...end { kill(dying) }
        changed = true
      }
      settle()
    }
    var result = [Set<Int>](repeating: [], count: files.count)
    for lineIndex in dead { result[lines[lineIndex].file].formUnion(lines[lineIndex].tokens) }
    return result
  }

  /// The line that closes the block `lines[start]` opens (its last word `{`), when the block
  /// is in one file.
  private static func blockEnd(from start: Int, _ lines: [Line]) -> Int? {
    guard lines[start].words.last == "{" else { return nil }
    var depth = 0
    for index in start..<lines.count {
      guard lines[index].file == lines[start].file else { return nil }
      for word in lines[index].words {
        if ["(", "[", "{"].contains(word) { depth += 1 }
        if [")", "]", "}"].contains(word) { depth -= 1 }
      }
      if depth == 0 { return index > start ? index : nil }
      if depth < 0 { return nil }
    }
    return nil
  }

  private struct Line {
    var file: Int
    var tokens: Range<Int>
    var words: [String]

    /// Whether its brackets close on the line: a statement of its own.
    var isBalanced: Bool {
      var depth = 0
      for word in words {
        if ["(", "[", "{"].contains(word) { depth += 1 }
        if [")", "]", "}"].contains(word) { depth -= 1 }
        if depth < 0 { return false }
      }
      return depth == 0
    }

    /// Calls that only write to the console.
    static let logs: Set<String> = ["print", "debugPrint", "dump", "NSLog"]

    /// `_ = …`, `print(…)` (or another of `logs`), or `if … { print(…) }`.
    var isInert: Bool {
      if words.starts(with: ["_", "="]) { return true }
      if words.count > 1, Self.logs.contains(words[0]), words[1] == "(" { return true }
      if words.first == "if", words.last == "}", let open = words.firstIndex(of: "{"),
        open + 2 < words.count
      {
        return Self.logs.contains(words[open + 1]) && words[open + 2] == "("
      }
      return false
    }

    /// `private func name…{` or `fileprivate func name…{`: a function no other file can call,
    /// named.
    var privateFunction: String? {
      guard words.count > 3, words[0] == "private" || words[0] == "fileprivate" else {
        return nil
      }
      var index = 1
      while index < words.count, ["static", "nonisolated", "final"].contains(words[index]) {
        index += 1
      }
      guard index + 1 < words.count, words[index] == "func" else { return nil }
      return words[index + 1]
    }

    /// `[modifiers] let|var name = …` (one name): the variable it declares.
    var declaredVariable: String? {
      let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "static", "lazy", "nonisolated",
      ]
      guard let keyword = words.firstIndex(where: { !modifiers.contains($0) }),
        words[keyword] == "let" || words[keyword] == "var", keyword + 2 < words.count,
        words[keyword + 2] == "=" || words[keyword + 2] == ":"
      else { return nil }
      return words[keyword + 1]
    }

    /// `name = …`, `name += …` and the like.
    func updates(_ name: String) -> Bool {
      words.count > 2 && words[0] == name && ["=", "+=", "-=", "*=", "/="].contains(words[1])
    }
  }
}
