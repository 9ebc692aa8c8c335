import VIPKitSyntax

/// Some Swift files as a copy detector reads them: the lexer's tokens with dead statements
/// gone (comments and layout too, but in the `asTyped` view, where each token carries what
/// was typed before it), and every run of `k` tokens hashed. In the `renamed` view, the
/// names the student made up and every number are replaced by their kind (texts stay as
/// written), argument labels are left out, and a few spellings that say the same thing are
/// made one (`guard` and `if`, `var` and `let`, `self.x` and `x`, access modifiers,
/// `return`); in the `asWritten` view, every token is compared as written. Two submissions
/// share code where they share runs; `SharedCode` turns runs into passages and measures them.
/// Renaming, reordering, moving code between files and a dead statement here and there leave
/// most runs in place.
///
/// A name is the student's own when their files declare it (`let`, `var`, `func`, a type, a
/// parameter, a loop or closure variable): a copier renames those; the course's names (its
/// protocols, models, spies: `vocabulary`) and the platform's stay as they are where they are
/// members, since a submission that renamed them would not build. Student code is read, never
/// run.
struct CodeFingerprints: Sendable {
  /// One file's tokens as compared.
  struct File: Sendable {
    var path: String
    /// The bytes of each token kept (dead statements and dropped spellings left out).
    var tokens: [Range<Int>]
    /// The hash of the run of `k` tokens starting at each token (`tokens.count - k + 1` of
    /// them, none in a file shorter than `k`).
    var runs: [UInt64]
  }

  /// Tokens a run covers: long enough that honest code rarely repeats a run by chance, short
  /// enough that a statement inserted every few lines leaves runs between them.
  static let k = 6

  /// The files, by their path in the exercise, in order.
  let files: [File]
  /// Every run's hash: what a starter is subtracted with.
  let allHashes: Set<UInt64>

  private init(files: [File], allHashes: Set<UInt64>) {
    self.files = files
    self.allHashes = allHashes
  }

  /// - Parameters:
  ///   - files: path and contents of each file.
  ///   - vocabulary: the names the course's own files use (its protocols, models, spies): a
  ///     member of that name (`.presenter`) is the course's API, kept as written, even where
  ///     a student's variable has the same name; a member the student declared and the course
  ///     never names (`.canLogIn` of their own response) is theirs, compared by kind.
  ///   - view: how tokens are compared.
  init(
    files: [(path: String, bytes: [UInt8])], vocabulary: Set<String> = [],
    view: SimilarityView = .renamed
  ) {
    self = Self.views(of: files, vocabulary: vocabulary, [view])[view]!
  }

  /// `files` in each of `views`: lexed, their names read and their dead statements found
  /// once, then hashed once per view.
  static func views(
    of files: [(path: String, bytes: [UInt8])], vocabulary: Set<String> = [],
    _ views: [SimilarityView] = SimilarityView.allCases
  ) -> [SimilarityView: CodeFingerprints] {
    let sorted = files.sorted { $0.path < $1.path }
    let lexed = sorted.map { Lexer.tokenize($0.bytes).tokens }
    var own: Set<String> = []
    for (index, tokens) in lexed.enumerated() {
      Self.declaredNames(tokens, bytes: sorted[index].bytes, into: &own)
    }
    let members = own.subtracting(vocabulary)
    let real = lexed.map { $0.filter { $0.kind != .endOfFile && $0.kind != .unknown } }
    let dead = DeadStatements.find(real.enumerated().map { ($1, sorted[$0].bytes) })
    let keptIndices = real.enumerated().map { index, tokens in
      tokens.indices.filter { !dead[index].contains($0) }
    }
    let kept = keptIndices.enumerated().map { index, kept in kept.map { real[index][$0] } }
    // The layout and comments before each kept token, from the token before it (dead or not).
    let before = keptIndices.enumerated().map { index, kept in
      kept.map { position in
        position == 0
          ? 0..<real[index][position].range.lowerBound
          : real[index][position - 1].range.upperBound..<real[index][position].range.lowerBound
      }
    }
    var result: [SimilarityView: CodeFingerprints] = [:]
    for view in views {
      var files: [File] = []
      var all: Set<UInt64> = []
      for (index, tokens) in kept.enumerated() {
        let bytes = sorted[index].bytes
        var hashes: [UInt64] = []
        var ranges: [Range<Int>] = []
        hashes.reserveCapacity(tokens.count)
        for (position, token) in tokens.enumerated()
        where view != .renamed || !Self.isDropped(at: position, in: tokens, bytes: bytes) {
          hashes.append(
            view == .asTyped
              ? Self.fnv(bytes[before[index][position]]) ^ (Self.fnv(bytes[token.range]) &* 31)
              : view == .asWritten
                ? Self.fnv(bytes[token.range])
                : Self.hash(
                  of: token, bytes: bytes,
                  own: Self.isMember(at: position, in: tokens, bytes: bytes) ? members : own))
          ranges.append(token.range)
        }
        let runs = Self.runs(of: hashes)
        all.formUnion(runs)
        files.append(File(path: sorted[index].path, tokens: ranges, runs: runs))
      }
      result[view] = CodeFingerprints(files: files, allHashes: all)
    }
    return result
  }

  /// The hash of every run of `k` hashes in a row.
  private static func runs(of hashes: [UInt64]) -> [UInt64] {
    guard hashes.count >= k else { return [] }
    var runs: [UInt64] = []
    runs.reserveCapacity(hashes.count - k + 1)
    for start in 0...(hashes.count - k) {
      var run: UInt64 = 0xcbf2_9ce4_8422_2325
      for offset in 0..<k { run = (run ^ hashes[start + offset]) &* 0x0000_0100_0000_01B3 }
      runs.append(run)
    }
    return runs
  }

  // MARK: - Tokens

  /// A token's hash as compared: the student's names and numbers by kind alone, and a word
  /// that says what another says as that one (`guard` is `if`, `var` is `let`).
  private static func hash(of token: Token, bytes: [UInt8], own: Set<String>) -> UInt64 {
    switch token.kind {
    case .identifier, .backtickedIdentifier:
      let range = nameRange(of: token)
      if !own.isEmpty, own.contains(String(decoding: bytes[range], as: UTF8.self)) {
        return Kind.name
      }
      if token.kind == .identifier {
        if bytes[range].elementsEqual("guard".utf8) { return Kind.if }
        if bytes[range].elementsEqual("var".utf8) { return Kind.let }
      }
      return fnv(bytes[range])
    case .dollarIdentifier: return Kind.dollar
    case .integerLiteral, .floatLiteral: return Kind.number
    // A text is what a student writes in their own words, and a copier who renames keeps:
    // compared as written. Two manifests or tables of the same shape differ by their texts.
    case .stringLiteral: return fnv(bytes[token.range])
    case .regexLiteral: return Kind.regex
    default: return fnv(bytes[token.range])
    }
  }

  /// The hashes of what stands for a kind of token: computed once, not per token.
  private enum Kind {
    static let name = fnv(Array("⟨name⟩".utf8)[...])
    static let dollar = fnv(Array("$".utf8)[...])
    static let number = fnv(Array("⟨number⟩".utf8)[...])
    static let regex = fnv(Array("⟨regex⟩".utf8)[...])
    static let `if` = fnv(Array("if".utf8)[...])
    static let `let` = fnv(Array("let".utf8)[...])
  }

  /// Words that change how code reads and not what it does, which a copier adds or removes
  /// at no cost: access and `final` modifiers, `return` (implicit in a single expression),
  /// `self.` before a member, `else` (a `guard` has one, the `if` it is turned into has
  /// none), `!` (a condition negated to swap an `if` for a `guard`), `;`.
  private static let droppedWords: Set<String> = [
    "private", "fileprivate", "public", "internal", "open", "final", "return", "else",
  ]

  /// Whether the name at `position` is an argument label: `(password:`, `, of:` in a call, or
  /// the first of two names in a parameter list (`(of password:`, `(_ count:`). The course's
  /// API decides its labels, and every student writes them alike; a student's own function's
  /// labels are theirs to rename. Either way they tell two students apart no better than the
  /// code around them, so they are left out.
  private static func isLabel(at position: Int, in tokens: [Token], bytes: [UInt8]) -> Bool {
    func isMark(_ index: Int, _ marks: Set<String>) -> Bool {
      mark(at: index, in: tokens, bytes: bytes).map {
        marks.contains(String(decoding: $0, as: UTF8.self))
      }
        ?? false
    }
    func isName(_ index: Int) -> Bool {
      index < tokens.count
        && (tokens[index].kind == .identifier || tokens[index].kind == .backtickedIdentifier)
    }
    guard isMark(position - 1, ["(", ","]) else { return false }
    return isMark(position + 1, [":"]) || (isName(position + 1) && isMark(position + 2, [":"]))
  }

  /// Whether the token at `position` is one of `droppedWords`' kind, left out of the runs.
  private static func isDropped(at position: Int, in tokens: [Token], bytes: [UInt8]) -> Bool {
    let token = tokens[position]
    let text = bytes[token.range]
    switch token.kind {
    case .identifier, .backtickedIdentifier:
      if isLabel(at: position, in: tokens, bytes: bytes) { return true }
      guard token.kind == .identifier else { return false }
      if text.elementsEqual("self".utf8), position + 1 < tokens.count,
        bytes[tokens[position + 1].range].elementsEqual(".".utf8)
      {
        return true
      }
      return droppedWords.contains(String(decoding: text, as: UTF8.self))
    case .punctuation, .operator:
      if text.elementsEqual("!".utf8) || text.elementsEqual(";".utf8) { return true }
      // The `.` of a dropped `self.`.
      return text.elementsEqual(".".utf8) && position > 0
        && tokens[position - 1].kind == .identifier
        && bytes[tokens[position - 1].range].elementsEqual("self".utf8)
    default:
      return false
    }
  }

  /// Whether the name at `position` is a member (`.presenter`, `?.presenter`), whose name
  /// the type declaring it decides, not a variable of the code around it; `self.total` is the
  /// student's `total`.
  private static func isMember(at position: Int, in tokens: [Token], bytes: [UInt8]) -> Bool {
    guard let before = mark(at: position - 1, in: tokens, bytes: bytes),
      before.last == UInt8(ascii: ".")
    else { return false }
    let afterSelf =
      before.count == 1 && position >= 2 && tokens[position - 2].kind == .identifier
      && bytes[tokens[position - 2].range].elementsEqual("self".utf8)
    return !afterSelf
  }

  /// The bytes of the punctuation or operator at `index`, if that is what is there.
  private static func mark(at index: Int, in tokens: [Token], bytes: [UInt8]) -> ArraySlice<UInt8>?
  {
    guard index >= 0, index < tokens.count,
      tokens[index].kind == .punctuation || tokens[index].kind == .operator
    else { return nil }
    return bytes[tokens[index].range]
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

  /// Every name `files` write: a course's vocabulary.
  static func names(in files: [(path: String, bytes: [UInt8])]) -> Set<String> {
    var names: Set<String> = []
    for file in files {
      for token in Lexer.tokenize(file.bytes).tokens
      where token.kind == .identifier || token.kind == .backtickedIdentifier {
        names.insert(name(of: token, file.bytes))
      }
    }
    return names
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
      mark(at: index, in: tokens, bytes: bytes).map { String(decoding: $0, as: UTF8.self) }
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
