import Foundation

extension Course.Exercise {
  /// The README's hints, gentlest first: the `### Hint N` sections under `## Hints`.
  package func hints() -> [String] {
    let readme = folder.appendingPathComponent("README.md")
    guard let text = try? String(contentsOf: readme, encoding: .utf8),
      let start = text.range(of: "\n## Hints")
    else { return [] }
    let section = text[start.upperBound...].components(separatedBy: "\n## ").first ?? ""
    return section.components(separatedBy: "\n### ").dropFirst().map { block in
      block.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  /// Where `vipkit hint` remembers how many hints were shown (ignored by git).
  package var hintProgressFile: URL { folder.appendingPathComponent(".vipkit-hints") }
}
