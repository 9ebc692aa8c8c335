import Foundation
import VIPKitCore

/// The similarity report as HTML: one page per pair (the two submissions side by side, what
/// they share marked) and the section of `summary.html` that ranks the pairs and shows the
/// groups. Self-contained like the summary: inline CSS, no script, no network.
enum SimilarityPage {
  // MARK: - The summary's section

  /// "Similar work": per exercise, the groups and the highest pairs, each linking its page.
  static func section(_ report: SimilarityReport) -> String {
    var parts = ["<h2 id=\"similarity\">Similar work</h2>"]
    parts.append(
      "<p class=\"lead\">Code two students share beyond the starter and what most of the class "
        + "writes, by exercise (<a href=\"similarity.csv\">similarity.csv</a> has every pair). "
        + "A pair is flagged when 30% of the smaller submission's own code is in the other; "
        + "a group is students joined by flagged pairs. A score is a reason to look at the "
        + "pair's page, not a verdict.</p>")
    for exercise in report.exercises {
      let heading = String(format: "%02d", exercise.number) + " " + exercise.title
      parts.append("<h3>\(Markup.escaped(heading))</h3>")
      if exercise.compared < 2 {
        parts.append(
          "<p>\(exercise.compared) submission\(exercise.compared == 1 ? "" : "s") with code "
            + "beyond the starter: nothing to compare.</p>")
        continue
      }
      if exercise.groups.isEmpty {
        parts.append(
          "<p>No group: no pair of the \(exercise.compared) submissions shares 30% of its own "
            + "code.</p>")
      } else {
        let items = exercise.groups.enumerated().map { index, group in
          "<li>Group \(index + 1): " + group.map(Markup.escaped).joined(separator: ", ")
            + " (\(group.count) students)</li>"
        }
        parts.append("<ul class=\"groups\">\n" + items.joined(separator: "\n") + "\n</ul>")
      }
      let shown = exercise.pairs.enumerated().filter {
        SimilarityReport.isListed($0.element, rank: $0.offset)
      }
      if shown.isEmpty { continue }
      let rows = shown.map { _, pair in
        let who = Markup.escaped(pair.first) + " and " + Markup.escaped(pair.second)
        let name = pair.page.map { "<a href=\"\(Markup.escaped($0))\">\(who)</a>" } ?? who
        return "<tr class=\"\(pair.isFlagged ? "flagged" : "")\"><td>\(name)</td>"
          + "<td class=\"num\">\(percent(pair.score))</td><td class=\"num\">\(pair.shared) of "
          + "\(min(pair.firstOwn, pair.secondOwn))</td></tr>"
      }
      parts.append(
        "<table class=\"pairs\"><tr><th>pair</th><th class=\"num\">score</th>"
          + "<th class=\"num\">fingerprints shared</th></tr>\n" + rows.joined(separator: "\n")
          + "\n</table>")
    }
    return parts.joined(separator: "\n")
  }

  // MARK: - A pair's page

  /// The two submissions of `pair`, side by side, the shared code marked.
  static func pair(
    _ pair: SimilarityReport.Pair, exercise: SimilarityReport.Exercise,
    code: ClassSimilarity.Compared
  ) -> String {
    guard let first = code.code[pair.first], let second = code.code[pair.second] else { return "" }
    let shared = first.own.intersection(second.own)
    let heading = String(format: "%02d", exercise.number) + " " + exercise.title
    let group = exercise.groups.first { $0.contains(pair.first) && $0.contains(pair.second) }
    var body: [String] = []
    body.append("<p class=\"back\"><a href=\"../summary.html#similarity\">← summary</a></p>")
    body.append(
      "<h1>\(Markup.escaped(pair.first)) and \(Markup.escaped(pair.second))</h1>")
    body.append(
      "<p class=\"lead\">\(Markup.escaped(heading)): \(percent(pair.score)) (\(pair.shared) "
        + "fingerprints of the smaller submission's \(min(pair.firstOwn, pair.secondOwn)) are "
        + "in the other)"
        + (group.map {
          "; in a group of \($0.count): " + $0.map(Markup.escaped).joined(separator: ", ")
        }
          ?? "")
        + ". Marked: code both have, beyond the starter and what most of the class writes. "
        + "Names a student made up and literals were compared by kind, so a marked run may "
        + "read differently on each side.</p>")
    body.append("<div class=\"sides\">")
    for side in [(pair.first, first), (pair.second, second)] {
      body.append("<section class=\"side\"><h2>\(Markup.escaped(side.0))</h2>")
      body.append(files(side.1, marking: shared))
      body.append("</section>")
    }
    body.append("</div>")
    return page(title: "\(pair.first) and \(pair.second): \(heading)", body.joined(separator: "\n"))
  }

  /// Each file with code of the student's own, its shared runs in `<mark>`.
  private static func files(
    _ code: (submission: ClassSimilarity.Submission, prints: CodeFingerprints, own: Set<UInt64>),
    marking shared: Set<UInt64>
  ) -> String {
    var parts: [String] = []
    var unchanged: [String] = []
    for (index, path) in code.prints.files.enumerated() {
      let marks = code.prints.marks.filter { $0.file == index }
      guard marks.contains(where: { code.own.contains($0.hash) }),
        let bytes = code.submission.files.first(where: { $0.path == path })?.bytes
      else {
        unchanged.append(path)
        continue
      }
      let ranges = merged(marks.filter { shared.contains($0.hash) }.map(\.range))
      var html = ""
      var position = 0
      for range in ranges {
        html += Markup.escaped(String(decoding: bytes[position..<range.lowerBound], as: UTF8.self))
        html +=
          "<mark>"
          + Markup.escaped(String(decoding: bytes[range], as: UTF8.self)) + "</mark>"
        position = range.upperBound
      }
      html += Markup.escaped(String(decoding: bytes[position...], as: UTF8.self))
      parts.append("<h3>\(Markup.escaped(path))</h3>\n<pre>\(html)</pre>")
    }
    if !unchanged.isEmpty {
      parts.append(
        "<p class=\"note\">As the starter has them, or only what most of the class writes: "
          + unchanged.map(Markup.escaped).joined(separator: ", ") + ".</p>")
    }
    return parts.joined(separator: "\n")
  }

  /// `ranges` sorted, overlapping and touching ones joined.
  static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = result.last, range.lowerBound <= last.upperBound {
        result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        result.append(range)
      }
    }
    return result
  }

  static func percent(_ score: Double) -> String { String(format: "%.0f%%", score * 100) }

  /// The file name of a pair's page, inside `similarity/`: the students' names with anything
  /// but letters, digits, `.`, `_` and `-` as `_`.
  static func fileName(exercise: Int, _ first: String, _ second: String) -> String {
    func safe(_ name: String) -> String {
      String(
        name.unicodeScalars.map {
          CharacterSet.alphanumerics.contains($0) && $0.isASCII || "._-".unicodeScalars.contains($0)
            ? Character($0) : "_"
        })
    }
    return String(format: "%02d-", exercise) + safe(first) + "--" + safe(second) + ".html"
  }

  static let style = """
    body { font: 15px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2328;
      margin: 2rem auto; max-width: 1400px; padding: 0 1rem; }
    .lead { color: #57606a; } .note { color: #57606a; font-size: .9rem; }
    .sides { display: flex; gap: 1rem; align-items: flex-start; }
    .side { flex: 1; min-width: 0; }
    pre { background: #f6f8fa; border: 1px solid #d0d7de; border-radius: 6px; padding: .6rem;
      overflow-x: auto; font-size: 12.5px; line-height: 1.4; }
    mark { background: #ffd8b5; }
    """

  private static func page(title: String, _ body: String) -> String {
    Markup.page(title: title, style: style, body: body)
  }
}
