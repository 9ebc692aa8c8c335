import Foundation
import VIPKitCore

/// The lines of a package that changed since a git ref (`--since main`): the lines a pull
/// request adds or edits, in the working tree as it is now, files git does not track yet
/// included. Mutating only those is the pull request's mutation test.
struct ChangedLines: Sendable {
  /// Package-relative path → changed line numbers; `nil` for a whole new file.
  private var lines: [String: Set<Int>?] = [:]

  /// Whether any line of `mutant` changed.
  func contains(_ mutant: Mutant, maps: [String: SourceMap]) -> Bool {
    guard let entry = lines[mutant.file] else { return false }
    guard let changed = entry else { return true }
    let last =
      maps[mutant.file].map {
        $0.source.location(of: max(mutant.range.lowerBound, mutant.range.upperBound - 1)).line
      }
      ?? mutant.location.line
    return (mutant.location.line...max(mutant.location.line, last)).contains {
      changed.contains($0)
    }
  }

  /// Asks git, in `package`, what changed since `ref`.
  static func since(_ ref: String, in package: URL) throws(MutationRunner.Failure) -> ChangedLines {
    let diff = ChildProcess.run(
      "git", ["diff", "--relative", "--unified=0", "--no-color", "--no-ext-diff", ref, "--", "."],
      in: package)
    guard diff.succeeded else {
      throw .input(
        "--since \(ref): git could not compare with it", details: String(diff.output.suffix(1000)))
    }
    var changed = parse(diff.output)
    let untracked = ChildProcess.run(
      "git", ["ls-files", "--others", "--exclude-standard"], in: package)
    for file in untracked.output.split(separator: "\n") where untracked.succeeded {
      changed.lines[String(file)] = .some(nil)
    }
    return changed
  }

  /// The new side of a `--unified=0` diff: `+++ b/path` names the file, each
  /// `@@ -a,b +c,d @@` adds lines c ..< c + d (d is 1 when left out; 0 for a pure deletion).
  static func parse(_ diff: String) -> ChangedLines {
    var result = ChangedLines()
    var file: String?
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("+++ ") {
        let path = line.dropFirst(4)
        file = path == "/dev/null" ? nil : String(path.hasPrefix("b/") ? path.dropFirst(2) : path)
        if let file, result.lines[file] == nil { result.lines[file] = .some([]) }
        continue
      }
      guard line.hasPrefix("@@ "), let file,
        let plus = line.split(separator: " ").first(where: { $0.hasPrefix("+") })
      else { continue }
      let numbers = plus.dropFirst().split(separator: ",").compactMap { Int($0) }
      guard let start = numbers.first else { continue }
      let count = numbers.count > 1 ? numbers[1] : 1
      guard count > 0, case .some(.some(var set)) = result.lines[file] else { continue }
      set.formUnion(start..<(start + count))
      result.lines[file] = .some(set)
    }
    return result
  }
}
