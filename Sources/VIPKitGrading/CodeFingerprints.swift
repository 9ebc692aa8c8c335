import VIPKitSyntax

/// The fingerprints of some Swift files, as a copy detector compares them: the lexer's tokens
/// with comments and layout gone, the names the student made up and every literal replaced by
/// its kind, hashed in runs of `k` tokens, of which winnowing (Schleimer, Wilkerson and Aiken,
/// 2003) keeps the smallest of every `window` runs in a row. Any match of `k + window - 1`
/// tokens or more keeps at least one fingerprint in common; renaming, reordering, moving code
/// between files and a dead statement here and there leave most of them in place.
///
/// A name is the student's own when their files declare it (`let`, `var`, `func`, a type, a
/// parameter, a loop or closure variable) and the starter never uses it: a copier renames
/// those; the course's names (its protocols, models, spies) and the platform's stay as they
/// are, since a submission that renamed them would not build. Student code is read, never
/// run.
struct CodeFingerprints: Sendable {
  /// One kept fingerprint and the code it stands for.
  struct Mark: Sendable, Hashable {
    var hash: UInt64
    /// Which of `files`.
    var file: Int
    /// The bytes of its `k` tokens in that file.
    var range: Range<Int>
  }

  /// Tokens a fingerprint covers: long enough that honest code rarely repeats a run by chance,
  /// short enough that a statement inserted every few lines leaves runs between them.
  static let k = 6
  /// Runs per window: any shared run of `k + window - 1` tokens keeps a fingerprint.
  static let window = 3

  /// The files, by their path in the exercise, in order.
  let files: [String]
  /// The fingerprints winnowing kept, in file order.
  let marks: [Mark]
  /// Every run's hash, kept or not: what a starter is subtracted with, so that a student's
  /// fingerprint of code the starter gave is always found there.
  let allHashes: Set<UInt64>

  /// - Parameters:
  ///   - files: path and contents of each file.
  ///   - vocabulary: names the course uses (the starter's identifiers): never replaced.
  init(files: [(path: String, bytes: [UInt8])]) {
    let sorted = files.sorted { $0.path < $1.path }
    let lexed = sorted.map { Lexer.tokenize($0.bytes).tokens }
    var own: Set<String> = []
    for (index, tokens) in lexed.enumerated() {
      Self.declaredNames(tokens, bytes: sorted[index].bytes, into: &own)
    }
    let real = lexed.map { $0.filter { $0.kind != .endOfFile && $0.kind != .unknown } }
    let dead = DeadStatements.find(real.enumerated().map { ($1, sorted[$0].bytes) })
    var marks: [Mark] = []
    var all: Set<UInt64> = []
    for (index, tokens) in real.enumerated() {
      let bytes = sorted[index].bytes
      let kept = tokens.indices.filter { !dead[index].contains($0) }.map { tokens[$0] }
      var hashes: [UInt64] = []
      hashes.reserveCapacity(kept.count)
      for (position, token) in kept.enumerated() {
        hashes.append(
          Self.hash(
            of: token, bytes: bytes,
            own: Self.isUse(at: position, in: kept, bytes: bytes) ? own : []))
      }
      guard hashes.count >= Self.k else { continue }
      var runs: [UInt64] = []
      runs.reserveCapacity(hashes.count - Self.k + 1)
      for start in 0...(hashes.count - Self.k) {
        var run: UInt64 = 0xcbf2_9ce4_8422_2325
        for offset in 0..<Self.k {
          run = (run ^ hashes[start + offset]) &* 0x0000_0100_0000_01B3
        }
        runs.append(run)
      }
      all.formUnion(runs)
      for start in Self.winnow(runs) {
        marks.append(
          Mark(
            hash: runs[start], file: index,
            range: kept[start].range.lowerBound..<kept[start + Self.k - 1].range.upperBound))
      }
    }
    self.files = sorted.map(\.path)
    self.marks = marks
    self.allHashes = all
  }

  // MARK: - Winnowing

  /// The positions winnowing keeps: in every window of `window` runs, the smallest hash (the
  /// rightmost of equals), each position once.
  static func winnow(_ runs: [UInt64]) -> [Int] {
    guard !runs.isEmpty else { return [] }
    let width = min(window, runs.count)
    var kept: [Int] = []
    for start in 0...(runs.count - width) {
      var smallest = start
      for index in start..<(start + width) where runs[index] <= runs[smallest] {
        smallest = index
      }
      if kept.last != smallest { kept.append(smallest) }
    }
    return kept
  }

  // MARK: - Tokens

  /// A token's hash as compared: the student's names and every literal by kind alone.
  private static func hash(of token: Token, bytes: [UInt8], own: Set<String>) -> UInt64 {
    switch token.kind {
    case .identifier, .backtickedIdentifier:
      let range = nameRange(of: token)
      if !own.isEmpty, own.contains(String(decoding: bytes[range], as: UTF8.self)) {
        return Kind.name
      }
      return fnv(bytes[range])
    case .dollarIdentifier: return Kind.dollar
    case .integerLiteral, .floatLiteral: return Kind.number
    case .stringLiteral: return Kind.string
    case .regexLiteral: return Kind.regex
    default: return fnv(bytes[token.range])
    }
  }

  /// The hashes of what stands for a kind of token: computed once, not per token.
  private enum Kind {
    static let name = fnv(Array("⟨name⟩".utf8)[...])
    static let dollar = fnv(Array("$".utf8)[...])
    static let number = fnv(Array("⟨number⟩".utf8)[...])
    static let string = fnv(Array("⟨string⟩".utf8)[...])
    static let regex = fnv(Array("⟨regex⟩".utf8)[...])
  }

  /// Whether the name at `position` may be one the student made up, as used: not a member
  /// (`.presenter`: the course's or the platform's, whatever the student's own variables are
  /// called) and not an argument label (`(password:`, `, maximum:`), which the API called
  /// decides.
  private static func isUse(at position: Int, in tokens: [Token], bytes: [UInt8]) -> Bool {
    func text(_ index: Int) -> ArraySlice<UInt8>? {
      guard index >= 0, index < tokens.count,
        tokens[index].kind == .punctuation || tokens[index].kind == .operator
      else {
        return nil
      }
      return bytes[tokens[index].range]
    }
    // `.presenter`, `?.presenter`, `!.presenter`.
    if let before = text(position - 1), before.last == UInt8(ascii: ".") { return false }
    if let after = text(position + 1), after.elementsEqual(":".utf8),
      let before = text(position - 1),
      before.elementsEqual("(".utf8) || before.elementsEqual(",".utf8)
    {
      return false
    }
    return true
  }

  private static func name(of token: Token, _ bytes: [UInt8]) -> String {
    String(decoding: bytes[nameRange(of: token)], as: UTF8.self)
  }

  /// A name's bytes, without the backticks of `` `class` ``.
  private static func nameRange(of token: Token) -> Range<Int> {
    let range = token.range
    guard token.kind == .backtickedIdentifier, range.count >= 2 else { return range }
    return (range.lowerBound + 1)..<(range.upperBound - 1)
  }

  private static func fnv(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return hash
  }

  // MARK: - Declared names

  private static let declaring: Set<String> = [
    "let", "var", "func", "class", "struct", "enum", "protocol", "actor", "typealias",
    "associatedtype", "case", "for",
  ]

  /// Words that stand where a declared name may, and are none.
  private static let notNames: Set<String> = [
    "_", "let", "var", "try", "await", "case", "inout", "some", "any", "self", "in",
  ]

  /// The names `tokens` declare: after a declaring word (`let`, `func`, `case`, `for`…), a
  /// function's parameters (`label name:`), and a closure's (`{ a, b in`).
  private static func declaredNames(
    _ tokens: [Token], bytes: [UInt8], into names: inout Set<String>
  ) {
    func text(_ index: Int) -> String? {
      guard index < tokens.count,
        tokens[index].kind == .identifier || tokens[index].kind == .backtickedIdentifier
      else { return nil }
      return name(of: tokens[index], bytes)
    }
    func punctuation(_ index: Int) -> String? {
      guard index < tokens.count,
        tokens[index].kind == .punctuation || tokens[index].kind == .operator
      else { return nil }
      return String(decoding: bytes[tokens[index].range], as: UTF8.self)
    }
    var index = 0
    while index < tokens.count {
      defer { index += 1 }
      guard let word = text(index) else {
        if punctuation(index) == "{" { closureParameters(after: index) }
        continue
      }
      if declaring.contains(word) {
        // `let (a, b)`, `case let x`, `for (i, x) in`: every name up to the end of the
        // pattern.
        var next = index + 1
        while let skipped = text(next), notNames.contains(skipped) { next += 1 }
        if punctuation(next) == "(" {
          next += 1
          while let name = text(next) ?? punctuation(next), name != ")" {
            if text(next) != nil, !notNames.contains(name) { names.insert(name) }
            next += 1
          }
        } else if let name = text(next), !notNames.contains(name) {
          names.insert(name)
        }
        if word == "func" { parameters(from: next + 1) }
      } else if word == "init" || word == "subscript", punctuation(index + 1) == "(" {
        parameters(from: index + 1)
      }
    }

    /// `(label name: Type, name: Type)`: each name before a `:` at the list's own depth.
    func parameters(from start: Int) {
      var index = start
      // Generic parameters first: `func f<T>(`.
      if punctuation(index) == "<" {
        while index < tokens.count, punctuation(index) != "(" { index += 1 }
      }
      guard punctuation(index) == "(" else { return }
      var depth = 0
      while index < tokens.count {
        if let mark = punctuation(index) {
          if mark == "(" || mark == "[" || mark == "<" { depth += 1 }
          if mark == ")" || mark == "]" || mark == ">" {
            depth -= 1
            if depth == 0 { return }
          }
          if mark == ":", depth == 1, let name = text(index - 1), !notNames.contains(name) {
            names.insert(name)
          }
        }
        index += 1
      }
    }

    /// `{ a, b in` and `{ (a, b) in`: the names before `in`, when nothing else is there.
    func closureParameters(after brace: Int) {
      var index = brace + 1
      var found: [String] = []
      while index < tokens.count, index < brace + 24 {
        if let word = text(index) {
          if word == "in" {
            names.formUnion(found.filter { !notNames.contains($0) })
            return
          }
          found.append(word)
        } else if let mark = punctuation(index), [",", "(", ")"].contains(mark) {
          // part of the list
        } else {
          return
        }
        index += 1
      }
    }
  }
}
