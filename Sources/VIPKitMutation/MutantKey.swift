import VIPKitCore

/// Stable mutant IDs, one file at a time: a hash of the file, the declaration the mutant is
/// in, its operator, the text it replaces (with its line's text) and its replacement, so
/// that a line added above it, or a function moved, leaves its ID as it was (a number in
/// order of appearance changes with every edit above). Mutants equal in all of those (the
/// same line twice in one function) are told apart by a counter, among themselves only.
struct MutantKey {
  let file: String
  private var seen: [String: Int] = [:]

  init(file: String) { self.file = file }

  /// The next mutant's ID: 12 hex digits, `-2`, `-3`… for a repeat.
  mutating func next(
    declaration: String, operator name: String, original: String, replacement: String
  ) -> String {
    var print = Fingerprint()
    for part in [file, declaration, name, original, replacement] { print.mix(part) }
    let hash = String(print.text.suffix(12))
    let hex = String(repeating: "0", count: max(0, 12 - hash.count)) + hash
    seen[hex, default: 0] += 1
    let count = seen[hex]!
    return count == 1 ? hex : "\(hex)-\(count)"
  }
}
