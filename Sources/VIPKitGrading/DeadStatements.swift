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
    var uses: [String: [(line: Int, token: Int)]] = [:]
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
    for (lineIndex, line) in lines.enumerated() {
      for (offset, token) in line.tokens.enumerated()
      where files[line.file].tokens[token].kind == .identifier {
        uses[line.words[offset], default: []].append((lineIndex, token))
      }
    }
    var dead = Set(lines.indices.filter { lines[$0].isBalanced && lines[$0].isInert })
    // Variables read only by dead lines and their own updates, until none is left.
    var changed = true
    while changed {
      changed = false
      for (lineIndex, line) in lines.enumerated() where !dead.contains(lineIndex) {
        guard let name = line.declaredVariable, line.isBalanced else { continue }
        let others = (uses[name] ?? []).filter { $0.line != lineIndex }
        let updates = others.filter { lines[$0.line].updates(name) }
        guard others.allSatisfy({ dead.contains($0.line) || lines[$0.line].updates(name) })
        else { continue }
        dead.insert(lineIndex)
        for update in updates { dead.insert(update.line) }
        changed = true
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
