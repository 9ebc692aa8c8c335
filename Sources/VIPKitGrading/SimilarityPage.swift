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
      "<p class=\"lead\">Code two students share beyond the starter, the solution and what "
        + "most of the class writes, by exercise (<a href=\"similarity.csv\">similarity.csv</a> "
        + "has every pair). A score is the share of the smaller submission's own code found in "
        + "the other, in passages of \(SharedCode.minimum) tokens or more, compared two ways: as "
        + "written, and with names and numbers set aside (what renaming does not change). A "
        + "pair is flagged when its score stands far above what the exercise's other pairs "
        + "share in the same view (the lines below each exercise); a group is students joined "
        + "by flagged pairs. A flag is a reason to read the pair's page, not a verdict.</p>")
    for exercise in report.exercises {
      let heading = String(format: "%02d", exercise.number) + " " + exercise.title
      parts.append("<h3>\(Markup.escaped(heading))</h3>")
      if exercise.compared < 2 {
        parts.append(
          "<p>\(exercise.compared) submission\(exercise.compared == 1 ? "" : "s") with code "
            + "beyond the starter: nothing to compare.</p>")
        continue
      }
      for line in exercise.views {
        parts.append("<p class=\"note\">\(Markup.escaped(lineSentence(line, exercise)))</p>")
      }
      if exercise.groups.isEmpty {
        parts.append(
          "<p>No group: no pair of the \(exercise.compared) submissions reaches the line.</p>")
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
          + "\(min(pair.firstOwn, pair.secondOwn))</td><td class=\"num\">\(pair.passages)</td>"
          + "<td>\(pair.view.rawValue)</td></tr>"
      }
      parts.append(
        "<table class=\"pairs\"><tr><th>pair</th><th class=\"num\">score</th>"
          + "<th class=\"num\">tokens shared</th><th class=\"num\">passages</th>"
          + "<th>view</th></tr>\n"
          + rows.joined(separator: "\n")
          + "\n</table>")
    }
    return parts.joined(separator: "\n")
  }

  // MARK: - A pair's page

  /// How the class set a view's line in an exercise, in a sentence, and what the exercise
  /// left to compare.
  static func lineSentence(
    _ view: SimilarityReport.ViewLine, _ exercise: SimilarityReport.Exercise
  ) -> String {
    let line = view.line
    let name = view.view.rawValue.prefix(1).uppercased() + view.view.rawValue.dropFirst()
    let set =
      line.fromClass
      ? "half the pairs score \(percent(line.median)) or less, honest pairs spread by about "
        + "\(percent(line.spread)), and a pair is flagged at \(Int(SimilarityLine.spreads)) "
        + "spreads above the middle (never under \(percent(SimilarityLine.floor))) when it "
        + "shares \(SimilarityLine.minimumShared) tokens or more"
      : "fixed: with \(exercise.compared) submissions the class is too small to say what honest "
        + "pairs share (\(SimilarityLine.minimumStudents) or more set it)"
    let own =
      "Half the submissions have \(view.ownMedian) tokens or fewer of their own here (beyond "
      + "the starter, the solution and what most of the class writes)"
      + (view.ownMedian < SimilarityLine.minimumShared
        ? ": too little to tell a copy from students who followed the same hints, and a copy "
          + "of so little is not flagged."
        : ".")
    return "\(name): line \(percent(line.score)); \(set). \(own)"
  }

  /// Why `pair` was flagged or not, in a sentence an instructor can check against the page.
  static func reason(_ pair: SimilarityReport.Pair, exercise: SimilarityReport.Exercise)
    -> String
  {
    let smaller = pair.firstOwn <= pair.secondOwn ? pair.first : pair.second
    let other = smaller == pair.first ? pair.second : pair.first
    let how =
      switch pair.view {
      case .asTyped: "as typed, with the same line breaks, spacing and comments"
      case .asWritten: "as written"
      case .renamed: "once names and numbers are set aside (what renaming does not change)"
      }
    let own = min(pair.firstOwn, pair.secondOwn)
    let counted = own < SharedCode.leastOwn ? ", counted as \(SharedCode.leastOwn)" : ""
    let shared =
      "\(percent(pair.score)) of \(smaller)'s own code (\(pair.shared) of \(own) tokens"
      + "\(counted), in \(pair.passages) passage" + (pair.passages == 1 ? "" : "s")
      + ") is in \(other)'s too, \(how)"
    guard let line = exercise.line(pair.view)?.line else { return shared + "." }
    let standing =
      line.fromClass
      ? String(
        format: "%.1f spreads above the exercise's middle (%@); the line is %@",
        line.spreadsAbove(pair.score), percent(line.median), percent(line.score))
      : "the line, fixed for a class this small, is \(percent(line.score))"
    if pair.isFlagged { return "Flagged: \(shared), \(standing)." }
    if pair.score >= line.score {
      return "Not flagged: \(shared), \(standing), but \(pair.shared) tokens are too little code "
        + "to judge (\(SimilarityLine.minimumShared) or more)."
    }
    return "Not flagged: \(shared); \(standing)."
  }

  /// The two submissions of `pair`, side by side, the shared passages marked.
  static func pair(
    _ pair: SimilarityReport.Pair, exercise: SimilarityReport.Exercise,
    code: ClassSimilarity.Compared
  ) -> String {
    guard let first = code.code[pair.first], let second = code.code[pair.second] else { return "" }
    let heading = String(format: "%02d", exercise.number) + " " + exercise.title
    let group = exercise.groups.first { $0.contains(pair.first) && $0.contains(pair.second) }
    var body: [String] = []
    body.append("<p class=\"back\"><a href=\"../summary.html#similarity\">← summary</a></p>")
    body.append(
      "<h1>\(Markup.escaped(pair.first)) and \(Markup.escaped(pair.second))</h1>")
    body.append(
      "<p class=\"lead\">\(Markup.escaped(heading)). "
        + Markup.escaped(reason(pair, exercise: exercise))
        + (group.map {
          " In a group of \($0.count): " + $0.map(Markup.escaped).joined(separator: ", ") + "."
        }
          ?? "")
        + "</p>")
    body.append(
      "<p class=\"note\">Marked: passages of \(SharedCode.minimum) tokens or more that both "
        + "have, beyond the starter, the course's solution and what most of the class writes"
        + (pair.view == .asTyped
          ? ", token for token, with the same layout and comments before each token."
          : pair.view == .asWritten
            ? ", token for token as written."
            : ". Names a student made up and numbers were compared by kind, and a few spellings "
              + "that mean the same (<code>guard</code> and <code>if</code>, <code>var</code> and "
              + "<code>let</code>, <code>self.</code>) as one, so a marked passage may read "
              + "differently on each side.")
        + exercise.views.map { " " + Markup.escaped(lineSentence($0, exercise)) }.joined()
        + "</p>")
    body.append("<div class=\"sides\">")
    for (name, side, other) in [(pair.first, first, second), (pair.second, second, first)] {
      body.append("<section class=\"side\"><h2>\(Markup.escaped(name))</h2>")
      let (mine, theirs) = (side.sides[pair.view]!, other.sides[pair.view]!)
      body.append(files(side.submission, mine, marking: SharedCode(mine, in: theirs)))
      body.append("</section>")
    }
    body.append("</div>")
    return page(title: "\(pair.first) and \(pair.second): \(heading)", body.joined(separator: "\n"))
  }

  /// Each file with code of the student's own, its shared passages in `<mark>`.
  private static func files(
    _ submission: ClassSimilarity.Submission, _ side: SharedCode.Side,
    marking shared: SharedCode
  ) -> String {
    var parts: [String] = []
    var unchanged: [String] = []
    for (index, file) in side.prints.files.enumerated() {
      guard side.ownTokens[index].contains(true),
        let bytes = submission.files.first(where: { $0.path == file.path })?.bytes
      else {
        unchanged.append(file.path)
        continue
      }
      let ranges = merged(
        shared.passages[index].map {
          file.tokens[$0.lowerBound].lowerBound..<file.tokens[$0.upperBound - 1].upperBound
        })
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
      parts.append("<h3>\(Markup.escaped(file.path))</h3>\n<pre>\(html)</pre>")
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
