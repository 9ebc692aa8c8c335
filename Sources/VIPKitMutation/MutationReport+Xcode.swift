import Foundation

/// The report as Xcode (and every editor's problem matcher) reads a compiler's output: one
/// `path:line:column: warning: …` line per survivor, the suggested test's first line as a
/// `note:` under it, so that a Run Script build phase puts each survivor in the issue
/// navigator, at its line (with `timeouts`, each timed-out mutant too). Paths are absolute:
/// Xcode resolves them from nowhere else.
extension MutationReport {
  package func xcode(sources: URL, timeouts: Bool = false) -> String {
    var lines: [String] = []
    for mutant in warnings(timeouts: timeouts) {
      let place =
        sources.appendingPathComponent(mutant.file).standardizedFileURL.path
        + ":\(mutant.entry.line):\(mutant.entry.column)"
      lines.append("\(place): warning: \(mutant.message)")
      if let suggestion = mutant.suggestion {
        lines.append("\(place): note: \(suggestion)")
      }
    }
    lines.append(scoreLine)
    return lines.joined(separator: "\n") + "\n"
  }
}
