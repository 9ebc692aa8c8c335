import Foundation
import VIPKitCore

/// The mutants a kept scratch copy's last run found that do not compile, so the next run on
/// the same sources leaves them out of its first build. Without it, a warm run writes every
/// schema with them, builds, fails, and builds again once per round of compiler errors: a
/// "nothing changed" run paid two or three builds (7 s of Plot's 22 s) for what it knew.
///
/// Kept only while nothing that decides it changed: VIPKit, the build's arguments, and every
/// file under the package's `Sources/` with its manifest. Any edit there (even one that could
/// not matter) finds every unviable mutant again, so a mutant another file's change made
/// compile is never left out.
struct UnviableMemory: Codable {
  private var key: String
  private var mutants: [String]

  /// What a mutant is, whatever its number in this run.
  private static func signature(of mutant: Mutant) -> String {
    "\(mutant.file)|\(mutant.operatorName)|\(mutant.range.lowerBound)|\(mutant.range.upperBound)|"
      + mutant.replacement
  }

  /// The key of `package`'s sources as they are now, built with `arguments`.
  static func key(of package: URL, arguments: [String]) -> String {
    var fingerprint = Fingerprint()
    fingerprint.mix(VIPKitVersion.current)
    fingerprint.mix(arguments.joined(separator: " "))
    let sources = package.appendingPathComponent("Sources")
    for path in ["Package.swift"] + FileTree.paths(under: sources).map({ "Sources/" + $0 }).sorted()
    {
      fingerprint.mix(path)
      fingerprint.mix(
        FileManager.default.contents(atPath: package.appendingPathComponent(path).path) ?? Data())
    }
    return fingerprint.text
  }

  /// `mutants` with those the memory in `file` knows not to compile marked unviable, when it
  /// was kept for `key`; and how many were.
  static func recall(_ mutants: [Mutant], from file: URL, key: String) -> (
    mutants: [Mutant], recalled: Int
  ) {
    guard let data = try? Data(contentsOf: file),
      let memory = try? JSONDecoder().decode(UnviableMemory.self, from: data), memory.key == key
    else { return (mutants, 0) }
    let known = Set(memory.mutants)
    var recalled = 0
    var marked = mutants
    for index in marked.indices
    where marked[index].status == .pending && known.contains(signature(of: marked[index])) {
      marked[index].status = .unviable
      recalled += 1
    }
    return (marked, recalled)
  }

  /// Keeps the unviable ones of `mutants` in `file` for `key`; a memory that cannot be
  /// written only costs the next run its builds.
  static func keep(_ mutants: [Mutant], in file: URL, key: String) {
    let memory = UnviableMemory(
      key: key, mutants: mutants.filter { $0.status == .unviable }.map(signature(of:)).sorted())
    try? JSONEncoder().encode(memory).write(to: file, options: .atomic)
  }
}
