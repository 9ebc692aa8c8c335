import Foundation
import VIPKitCore

/// `summary.html`: the class at a glance, one self-contained page (inline CSS and SVG; no
/// script, no font, no network), so it opens from the output folder in any browser and can be
/// mailed. Per exercise a histogram of the scores; the rubric items most often lost; the
/// students who need a look, with why; every student with a link to the report.
///
/// Made from the entries alone, like `summary.md`: a merge of shards writes the same bytes.
struct ClassSummaryPage {
  let plan: [(Int, String, Double)]
  let entries: [ClassEntry]
  /// The class's similarity report, when one was made (`ClassSimilarityOutput`).
  var similarity: SimilarityReport? = nil

  /// Buckets of a histogram: ten tenths of the maximum, then full marks on its own.
  static let buckets = 11

  func html() -> String {
    var body: [String] = []
    let noun = entries.count == 1 ? "student" : "students"
    body.append("<h1>Class summary</h1>")
    body.append(
      "<p class=\"lead\">\(entries.count) \(noun), \(plan.count) exercise"
        + "\(plan.count == 1 ? "" : "s").</p>")
    body.append(lookSection())
    body.append("<h2>Scores</h2>")
    body.append("<div class=\"grid\">")
    let total = plan.reduce(0) { $0 + $1.2 }
    body.append(card(heading: "Total", id: "total", scores: entries.map(\.score), maximum: total))
    for (number, title, points) in plan {
      let scores = entries.map { entry in
        entry.exercises.first { $0.number == number }?.score ?? 0
      }
      body.append(
        card(
          heading: String(format: "%02d", number) + " " + title, id: "exercise-\(number)",
          scores: scores, maximum: points))
    }
    body.append("</div>")
    body.append(lostSection())
    if let similarity { body.append(SimilarityPage.section(similarity)) }
    body.append(studentsSection(total: total))
    return Self.page(body.joined(separator: "\n"))
  }

  // MARK: - Sections

  private func card(heading: String, id: String, scores: [Double], maximum: Double) -> String {
    let stats: String
    if scores.isEmpty || maximum <= 0 {
      stats = "no score"
    } else {
      let mean = scores.reduce(0, +) / Double(scores.count)
      let sorted = scores.sorted()
      let median =
        sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
      stats =
        "mean \(Points.text(mean)), median \(Points.text(median)) of \(Points.text(maximum))"
    }
    return """
      <section class="card" id="\(id)"><h3>\(Self.escaped(heading))</h3>
      <p class="stats">\(stats)</p>
      \(histogram(scores, maximum: maximum, label: heading))
      </section>
      """
  }

  /// Bars per tenth of the maximum, full marks green on its own, the count over each bar.
  private func histogram(_ scores: [Double], maximum: Double, label: String) -> String {
    var counts = [Int](repeating: 0, count: Self.buckets)
    for score in scores where maximum > 0 {
      let fraction = score / maximum
      let bucket = fraction >= 1 ? Self.buckets - 1 : min(Int(max(fraction, 0) * 10), 9)
      counts[bucket] += 1
    }
    let width = 300.0
    let height = 120.0
    let barWidth = width / Double(Self.buckets)
    let top = max(counts.max() ?? 0, 1)
    var parts: [String] = []
    for (bucket, count) in counts.enumerated() {
      let barHeight = Double(count) / Double(top) * (height - 34)
      let x = Double(bucket) * barWidth + 2
      let y = height - 18 - barHeight
      let color = bucket == Self.buckets - 1 ? "#1a7f37" : bucket < 5 ? "#cf222e" : "#0969da"
      let range =
        bucket == Self.buckets - 1 ? "full marks" : "\(bucket * 10)–\(bucket * 10 + 9)%"
      parts.append(
        "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(barWidth - 4))\" "
          + "height=\"\(Self.number(barHeight))\" fill=\"\(color)\"><title>\(range): \(count) "
          + "student\(count == 1 ? "" : "s")</title></rect>")
      if count > 0 {
        parts.append(
          "<text x=\"\(Self.number(x + (barWidth - 4) / 2))\" y=\"\(Self.number(y - 3))\" "
            + "text-anchor=\"middle\" class=\"count\">\(count)</text>")
      }
    }
    parts.append(
      "<line x1=\"0\" y1=\"\(Self.number(height - 18))\" x2=\"\(Self.number(width))\" "
        + "y2=\"\(Self.number(height - 18))\" stroke=\"#8c959f\"/>")
    for (text, x, anchor) in [
      ("0%", 2.0, "start"), ("50%", 5 * barWidth + 2, "start"), ("100%", width - 2, "end"),
    ] {
      parts.append(
        "<text x=\"\(Self.number(x))\" y=\"\(Self.number(height - 4))\" "
          + "text-anchor=\"\(anchor)\" class=\"axis\">\(text)</text>")
    }
    return
      "<svg class=\"histogram\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" "
      + "viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" role=\"img\" "
      + "aria-label=\"\(Self.escaped("Scores of \(label)"))\">" + parts.joined() + "</svg>"
  }

  private func lostSection() -> String {
    var losses: [String: Int] = [:]
    for entry in entries {
      for item in Set(entry.exercises.flatMap(\.lost)) { losses[item, default: 0] += 1 }
    }
    let ranked = losses.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(10)
    guard !ranked.isEmpty else {
      return "<h2>Points most often lost</h2>\n<p>No student lost a point.</p>"
    }
    let rows = ranked.map { item, count in
      let percent = entries.isEmpty ? 0 : Double(count) / Double(entries.count) * 100
      return "<tr><td>\(Self.escaped(item))</td><td class=\"num\">\(count) of \(entries.count)"
        + "</td><td><span class=\"bar\" style=\"width:\(Self.number(percent * 1.6))px\"></span>"
        + "</td></tr>"
    }
    return "<h2>Points most often lost</h2>\n<table class=\"lost\"><tr><th>rubric item</th>"
      + "<th>students</th><th></th></tr>\n" + rows.joined(separator: "\n") + "\n</table>"
  }

  private func lookSection() -> String {
    let flagged = entries.filter { !$0.problems.isEmpty }
    guard !flagged.isEmpty else {
      return "<h2>Students who need a look</h2>\n"
        + "<p>None: every submission built, ran and stayed within bounds.</p>"
    }
    let items = flagged.map { entry in
      "<li>\(link(entry)): \(entry.problems.map(Self.escaped).joined(separator: "; "))</li>"
    }
    return "<h2>Students who need a look</h2>\n<ul class=\"look\">\n"
      + items.joined(separator: "\n")
      + "\n</ul>"
  }

  private func studentsSection(total: Double) -> String {
    let header =
      "<tr><th>student</th>"
      + plan.map { "<th class=\"num\">\(String(format: "%02d", $0.0))</th>" }.joined()
      + "<th class=\"num\">total</th></tr>"
    let rows = entries.map { entry in
      let cells = plan.map { number, _, points in
        let score = entry.exercises.first { $0.number == number }?.score ?? 0
        let kind = score >= points && points > 0 ? "full" : score < points / 2 ? "low" : ""
        return "<td class=\"num \(kind)\">\(Points.text(score))</td>"
      }.joined()
      return "<tr><td>\(link(entry))</td>\(cells)<td class=\"num\">\(Points.text(entry.score))"
        + " / \(Points.text(total))</td></tr>"
    }
    return "<h2>Every student</h2>\n<table class=\"students\">\n\(header)\n"
      + rows.joined(separator: "\n") + "\n</table>"
  }

  /// The student's name (or key), linking to the report beside this page.
  private func link(_ entry: ClassEntry) -> String {
    let who = entry.name.isEmpty ? entry.key : "\(entry.name) (\(entry.key))"
    let target =
      entry.key.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)
      ?? entry.key
    return "<a href=\"\(Self.escaped(target))/report.txt\">\(Self.escaped(who))</a>"
  }

  // MARK: - Page

  private static func page(_ body: String) -> String {
    Markup.page(title: "Class summary", style: style, body: body)
  }

  static let style = """
    body { font: 15px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2328;
      margin: 2rem auto; max-width: 1100px; padding: 0 1rem; }
    h1 { margin-bottom: .2rem; } .lead { color: #57606a; margin-top: 0; }
    .grid { display: flex; flex-wrap: wrap; gap: 1rem; }
    .card { border: 1px solid #d0d7de; border-radius: 8px; padding: .6rem .8rem; width: 300px; }
    .card h3 { margin: 0; font-size: 1rem; } .stats { margin: .2rem 0 .4rem; color: #57606a; }
    .histogram text { font-size: 11px; fill: #57606a; } .histogram .count { fill: #1f2328; }
    table { border-collapse: collapse; margin: .5rem 0; }
    th, td { padding: .25rem .6rem; border-bottom: 1px solid #d8dee4; text-align: left; }
    .num { text-align: right; font-variant-numeric: tabular-nums; }
    td.full { color: #1a7f37; } td.low { color: #cf222e; font-weight: 600; }
    .bar { display: inline-block; height: .7rem; background: #cf222e; border-radius: 2px; }
    .look li { margin: .3rem 0; }
    tr.flagged td { background: #fff1e5; } .groups li { margin: .2rem 0; font-weight: 600; }
    """

  static func escaped(_ text: String) -> String { Markup.escaped(text) }

  static func number(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
  }
}
