import VIPKitSyntax

/// Statements that change nothing a test or a user can see, found on the tokens alone so that
/// a copy padded with them fingerprints as the code it copied: a discard (`_ = x`), a
/// `print(…)` or a one-line `if` that only prints, and a variable that nothing but such lines
/// and its own updates ever reads (`var tries = 0` … `tries += 1`). Only one-line statements
/// are taken (their brackets balanced on the line); honest code loses the same lines, so two
/// honest submissions are compared as before.
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
    while let name = unseen.popLast() {
      for declaration in declarations[name] ?? [] where !dead.contains(declaration) {
        let own = names[declaration].filter { $0 == name }.count
        guard live[name, default: 0] == own else { continue }
        kill(declaration)
        for update in updates[name] ?? [] { kill(update) }
      }
    }
    var result = [Set<Int>](repeating: [], count: files.count)
    for lineIndex in dead { result[lines[lineIndex].file].formUnion(lines[lineIndex].tokens) }
    return result
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

    /// `_ = …`, `print(…)`, or `if … { print(…) }`.
    var isInert: Bool {
      if words.starts(with: ["_", "="]) || words.starts(with: ["print", "("]) { return true }
      if words.first == "if", words.last == "}", let open = words.firstIndex(of: "{") {
        return words[(open + 1)...].starts(with: ["print", "("])
      }
      return false
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
