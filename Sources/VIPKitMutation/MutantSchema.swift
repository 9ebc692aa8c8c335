import Foundation
import VIPKitCore
import VIPKitSyntax

/// Plans the mutants of a file and writes its "mutant schema": one source in which every
/// mutant is present at once, each chosen at run time, so the tests are compiled once.
///
/// A body with mutants becomes `switch __vipkitActiveMutant { case N: <body with change N>
/// … default: <original body> }`. Swift accepts a `switch` as a function's implicit return
/// value when each case is one expression, so single-expression bodies work too. A
/// `weak var` keeps its name and storage, and gains a `didSet` that also keeps a strong
/// reference, in a shadow property, when its mutant is active.
package enum MutantSchema {
  /// The constant the schema reads, set once from `VIPKIT_MUTANT` (`MutantSwitch`).
  package static let activeMutant = "__vipkitActiveMutant"
  /// The probe each rewritten body calls on entry: it returns the active mutant, and, in the
  /// coverage run (`VIPKIT_REACHED` names a file), writes the body's mutants to that file the
  /// first time the body runs. That is how each test's mutants are known.
  package static let probe = "__vipkitReach"
  /// The environment variable that names the coverage run's file.
  package static let reachedVariable = "VIPKIT_REACHED"

  /// The names a rewritten file's declarations have: the file's own (a hash of its path
  /// in their names), so files and targets never clash.
  struct Names {
    var activeMutant: String
    var probe: String

    init(file: String) {
      var hash = Fingerprint()
      hash.mix(file)
      activeMutant = MutantSchema.activeMutant + "_" + hash.text
      probe = MutantSchema.probe + "_" + hash.text
    }
  }

  /// The declarations appended to every rewritten file with `bodies` rewritten bodies (after
  /// its last line, so lines above them keep their numbers for the compiler's errors). They
  /// are `@usableFromInline`, not private: a library's `@inlinable` functions (all of
  /// swift-algorithms') may only use those. The probe is a `Sendable` closure: it is called
  /// from any isolation, and its flags (set once per body, a race at worst writes a line
  /// twice) are kept behind an address.
  static func declaration(bodies: Int, names: Names, mutantSwitch: MutantSwitch) -> String {
    let activeMutant = names.activeMutant
    let probe = names.probe
    return """

      // Added by vipkit mutate to a scratch copy of your package; never to your files.
      #if canImport(Glibc)
        import Glibc
      #elseif canImport(Darwin)
        import Darwin
      #endif
      @usableFromInline let \(activeMutant): Int = \(mutantSwitch.expression)
      @usableFromInline let \(probe): @Sendable (Int, StaticString) -> Int = {
        guard let path = getenv("\(reachedVariable)") else { return { _, _ in \(activeMutant) } }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        let flags = UnsafeMutablePointer<UInt8>.allocate(capacity: \(max(1, bodies)))
        flags.initialize(repeating: 0, count: \(max(1, bodies)))
        let address = Int(bitPattern: flags)
        return { body, mutants in
          guard let flags = UnsafeMutablePointer<UInt8>(bitPattern: address), flags[body] == 0 else { return \(activeMutant) }
          flags[body] = 1
          _ = write(descriptor, mutants.utf8Start, mutants.utf8CodeUnitCount)
          return \(activeMutant)
        }
      }()

      """
  }

  /// The mutants of `map`, numbered from `firstID`, for the operators named in `operators`
  /// (all when empty), skipping lines the author disabled.
  package static func mutants(
    of map: SourceMap, file: String, operators: Set<String>, firstID: Int,
    signatures: CallSignatures = .none
  ) -> [Mutant] {
    var proposals: [Proposal] = []
    for body in map.bodies {
      for mutationOperator in MutationOperators.all
      where operators.isEmpty || operators.contains(mutationOperator.name) {
        proposals += mutationOperator.proposals(in: body, of: map, signatures: signatures)
      }
    }
    if operators.isEmpty || operators.contains(MutationOperators.weakToStrong) {
      proposals += map.weakProperties.map {
        Proposal(operatorName: MutationOperators.weakToStrong, range: $0.keyword, replacement: "")
      }
    }
    let kept = proposals.filter { !map.isDisabled($0.range.lowerBound) }
      .sorted { ($0.range.lowerBound, $0.operatorName) < ($1.range.lowerBound, $1.operatorName) }
    var keys = MutantKey(file: file)
    return kept.enumerated().map { offset, proposal in
      let declaration =
        map.bodies.first { $0.braces.contains(proposal.range.lowerBound) }?.declaration
        ?? map.weakProperties.first { $0.keyword == proposal.range }.map { "weak " + $0.name }
        ?? ""
      let change = diff(of: proposal, in: map.source)
      return Mutant(
        id: firstID + offset,
        key: keys.next(
          declaration: declaration, operator: proposal.operatorName,
          original: String(decoding: map.source.bytes[proposal.range], as: UTF8.self)
            + "\u{1F}" + (change.components(separatedBy: "  →  ").first ?? ""),
          replacement: proposal.replacement),
        file: file, operatorName: proposal.operatorName,
        range: proposal.range, replacement: proposal.replacement,
        location: map.source.location(of: proposal.range.lowerBound),
        end: map.source.location(of: proposal.range.upperBound), diff: change)
    }
  }

  /// The rewritten file and, for each mutant, the lines of the rewritten file that are its
  /// alone (to blame it for a compile error there).
  package struct Rewrite: Sendable {
    package var text: String
    package var linesByMutant: [Int: ClosedRange<Int>]
    /// Each rewritten body's lines and its mutants: an error there that no single mutant's
    /// lines explain is still theirs.
    package var bodyLines: [(lines: ClosedRange<Int>, mutants: [Int])]
  }

  /// `map`'s file with `mutants` (all of this file) in schema form.
  static func rewrite(_ map: SourceMap, mutants: [Mutant], mutantSwitch: MutantSwitch)
    -> Rewrite
  {
    let source = map.source
    let names = Names(file: source.path)
    let probe = names.probe
    let activeMutant = names.activeMutant
    var edits: [(range: Range<Int>, pieces: [(text: String, mutant: Int?)])] = []
    var probed = 0
    for body in map.bodies {
      let inBody = mutants.filter {
        $0.operatorName != MutationOperators.weakToStrong
          && body.braces.contains($0.range.lowerBound)
      }
      guard !inBody.isEmpty else { continue }
      let inner = (body.braces.lowerBound + 1)..<(body.braces.upperBound - 1)
      let reached = inBody.map { String($0.id) }.joined(separator: " ") + "\\n"
      var pieces: [(text: String, mutant: Int?)] = [
        ("{ switch \(probe)(\(probed), \"\(reached)\") {", nil)
      ]
      probed += 1
      for mutant in inBody {
        let changed =
          source.text(inner.lowerBound..<mutant.range.lowerBound) + mutant.replacement
          + source.text(mutant.range.upperBound..<inner.upperBound)
        // A case needs a statement: comments alone, after a removal, are not one.
        let hasCode = Lexer.tokenize(Array(changed.utf8)).tokens.count > 1
        let statement = hasCode ? changed : changed + "\nbreak"
        pieces.append(("\ncase \(mutant.id):" + statement, mutant.id))
      }
      pieces.append(("\ndefault:" + source.text(inner) + "\n} }", nil))
      edits.append((body.braces, pieces))
    }
    // A mutant that shares another's edit (two that take off the same `weak`), and that one.
    var linesByMutantExtra: [(Int, Int)] = []
    for property in map.weakProperties {
      // The operator's mutant, and a scene variant's (`SceneVariant`) that takes `weak` off.
      let ids = mutants.filter { $0.range == property.keyword }.map(\.id)
      guard let first = ids.first else { continue }
      let shadow = "__vipkitStrong_\(property.name)"
      let active = ids.map { "\(activeMutant) == \($0)" }.joined(separator: " || ")
      edits.append(
        (
          property.end..<property.end,
          [
            (
              " { didSet { if \(active) { \(shadow) = \(property.name) } } }"
                + "\nvar \(shadow): \(property.type)", first
            )
          ]
        ))
      for id in ids.dropFirst() { linesByMutantExtra.append((id, first)) }
    }
    edits.sort { $0.range.lowerBound < $1.range.lowerBound }

    var text = ""
    var line = 1
    var linesByMutant: [Int: ClosedRange<Int>] = [:]
    var bodyLines: [(lines: ClosedRange<Int>, mutants: [Int])] = []
    var position = 0
    func append(_ piece: String) {
      text += piece
      line += piece.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
    }
    for edit in edits {
      append(source.text(position..<edit.range.lowerBound))
      let editStart = line
      for piece in edit.pieces {
        let first = line + (piece.text.hasPrefix("\n") ? 1 : 0)
        append(piece.text)
        if let id = piece.mutant { linesByMutant[id] = first...max(first, line) }
      }
      bodyLines.append((editStart...line, edit.pieces.compactMap(\.mutant)))
      position = edit.range.upperBound
    }
    for (id, sharing) in linesByMutantExtra where linesByMutant[id] == nil {
      linesByMutant[id] = linesByMutant[sharing]
    }
    append(source.text(position..<source.bytes.count))
    if !edits.isEmpty {
      append(declaration(bodies: probed, names: names, mutantSwitch: mutantSwitch))
    }
    return Rewrite(text: text, linesByMutant: linesByMutant, bodyLines: bodyLines)
  }

  /// `a == b  →  a != b`: the mutant's first line before and after, trimmed.
  static func diff(of proposal: Proposal, in source: SourceText) -> String {
    if proposal.operatorName == MutationOperators.weakToStrong {
      let line = lineText(containing: proposal.range.lowerBound, in: source)
      let before = line.text.trimmedLine
      return "\(before)  →  \(before.replacingFirst("weak ", with: ""))"
    }
    let line = lineText(containing: proposal.range.lowerBound, in: source)
    let before = line.text
    let relativeStart = proposal.range.lowerBound - line.start
    let prefix = String(decoding: Array(before.utf8).prefix(relativeStart), as: UTF8.self)
    let originalPart = source.text(proposal.range)
    let firstLineOfOriginal = originalPart.split(separator: "\n").first.map(String.init) ?? ""
    let rest = String(
      decoding: Array(before.utf8).dropFirst(relativeStart + firstLineOfOriginal.utf8.count),
      as: UTF8.self)
    let replacement = proposal.replacement.isEmpty ? "" : proposal.replacement
    var after = (prefix + replacement + (originalPart.contains("\n") ? "" : rest))
    if proposal.replacement.isEmpty {
      after = prefix + "(removed)" + (originalPart.contains("\n") ? "" : rest)
    }
    return "\(before.trimmedLine)  →  \(after.trimmedLine)"
  }

  private static func lineText(containing offset: Int, in source: SourceText) -> (
    text: String, start: Int
  ) {
    var start = offset
    while start > 0, source.bytes[start - 1] != 10 { start -= 1 }
    var end = offset
    while end < source.bytes.count, source.bytes[end] != 10 { end += 1 }
    return (source.text(start..<end), start)
  }
}

extension String {
  fileprivate var trimmedLine: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }

  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
