import Foundation
import VIPKitCore

/// The report as one self-contained web page (no external file, script or font): the score,
/// then each file's source with every mutated line marked by its worst status, each mutant's
/// change on hover and on click, and filters by status and operator.
///
/// The filters can also be set from the address (`report.html#status=survived,noCoverage`,
/// `#operator=relational`), so a link shows the survivors only.
extension MutationReport {
  /// The page; `source` gives a file's text (relative to the package) when it can be read, so
  /// the mutants are shown on their lines; without it, they are listed.
  package func html(source: (String) -> String? = { _ in nil }) -> String {
    var body = ""
    body += "<header><h1>Mutation testing of \(Self.escaped(package))</h1>"
    body += "<p class=\"score\">Score: <strong>\(score.map(Self.percent) ?? "none")</strong> "
    body += "(killed \(counts.killed), timed out \(counts.timedOut), survived \(counts.survived), "
    body += "no tests \(counts.noCoverage); unviable \(counts.unviable), not counted)</p>"
    body += filters()
    body += "<p id=\"shown\"></p></header>\n"
    let conduct = selection.conductLines
    if !conduct.isEmpty {
      // What the run learnt about the suite: worth fixing, and why some tests ran apart.
      body += "<section class=\"conduct\"><h2>Tests that depend on order, and flaky tests</h2><ul>"
      body += conduct.map { "<li>\(Self.escaped($0))</li>" }.joined()
      body += "</ul></section>\n"
    }
    for file in files {
      body += fileSection(file, source: source(file.file))
    }
    return Self.page(title: "Mutation testing of \(package)", body: body)
  }

  private static let statuses: [(Mutant.Status, String)] = [
    (.survived, "survived"), (.noCoverage, "no tests"), (.timedOut, "timed out"),
    (.killed, "killed"), (.unviable, "unviable"),
  ]

  private func filters() -> String {
    var html = "<form id=\"filters\"><fieldset><legend>Status</legend>"
    for (status, label) in Self.statuses {
      html +=
        "<label><input type=\"checkbox\" name=\"status\" value=\"\(status.rawValue)\" checked>"
      html += " <span class=\"badge \(status.rawValue)\">\(label)</span></label> "
    }
    html += "</fieldset><fieldset><legend>Operator</legend>"
    let operators = Set(files.flatMap { $0.mutants.map(\.operator) }).sorted()
    for name in operators {
      html +=
        "<label><input type=\"checkbox\" name=\"operator\" value=\"\(Self.escaped(name))\" checked>"
      html += " \(Self.escaped(name))</label> "
    }
    return html + "</fieldset></form>"
  }

  private func fileSection(_ file: FileEntry, source: String?) -> String {
    var html = "<section class=\"file\"><h2>\(Self.escaped(file.file))</h2>"
    let byLine = Dictionary(grouping: file.mutants, by: \.line)
    guard let source else {
      html += "<table class=\"code\">"
      for line in byLine.keys.sorted() {
        html += row(line: line, code: nil, mutants: byLine[line] ?? [], file: file.file)
      }
      return html + "</table></section>\n"
    }
    html += "<table class=\"code\">"
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, code) in lines.enumerated() {
      html += row(
        line: index + 1, code: String(code), mutants: byLine[index + 1] ?? [], file: file.file)
    }
    return html + "</table></section>\n"
  }

  /// A source line, marked by its worst mutant, then one row per mutant on it.
  private func row(line: Int, code: String?, mutants: [Entry], file: String) -> String {
    let order: [Mutant.Status] = [.survived, .noCoverage, .timedOut, .killed, .unviable, .pending]
    let worst = mutants.map(\.status).min {
      (order.firstIndex(of: $0) ?? 0) < (order.firstIndex(of: $1) ?? 0)
    }
    let mark = worst.map { " marked \($0.rawValue)" } ?? ""
    let title = mutants.map { mutant in
      "\(Self.label(mutant.status))\(mutant.hang.map { " (\($0.cause == .idle ? "hung" : "at its limit"))" } ?? ""): \(mutant.diff)"
    }.joined(separator: "\n")
    var html =
      "<tr class=\"line\(mark)\"\(title.isEmpty ? "" : " title=\"\(Self.escaped(title))\"")>"
    html += "<td class=\"number\">\(line)</td><td class=\"source\">"
    html += code.map { Self.escaped($0) } ?? "<em>line \(line)</em>"
    html += "</td></tr>\n"
    for mutant in mutants.sorted(by: { ($0.column, $0.id) < ($1.column, $1.id) }) {
      html += "<tr class=\"mutant\" data-status=\"\(mutant.status.rawValue)\" "
      html += "data-operator=\"\(Self.escaped(mutant.operator))\" id=\"mutant-\(mutant.id)\">"
      html += "<td></td><td><details><summary><span class=\"badge \(mutant.status.rawValue)\">"
      html += "\(Self.label(mutant.status))</span> \(Self.escaped(mutant.operator)) "
      html += "<span class=\"place\">\(Self.escaped(file)):\(mutant.line):\(mutant.column) "
      html += "#\(mutant.id)</span></summary><pre class=\"diff\">"
      html += Self.escaped(mutant.diff.replacingOccurrences(of: "  →  ", with: "\n→ "))
      html += "</pre>"
      if let hang = mutant.hang {
        html += "<p class=\"hang \(hang.cause.rawValue)\">\(Self.escaped(hang.sentence))</p>"
      }
      if let suggestion = mutant.suggestedTest {
        if let code = suggestion.code {
          html += "<p class=\"suggestion\">This test catches it (checked: it passes on the code, "
          html += "fails with the mutant):</p><pre class=\"test\">\(Self.escaped(code))</pre>"
        } else {
          html += "<p class=\"suggestion\">To catch it: \(Self.escaped(suggestion.summary))</p>"
        }
      }
      html += "</details></td></tr>\n"
    }
    return html
  }

  private static func label(_ status: Mutant.Status) -> String {
    statuses.first { $0.0 == status }?.1 ?? status.rawValue
  }

  static func escaped(_ text: String) -> String { Markup.escaped(text) }

  private static func page(title: String, body: String) -> String {
    """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(escaped(title))</title>
    <style>
    body { font: 14px/1.4 system-ui, sans-serif; margin: 0 1.5em 2em; color: #1d1d1f; }
    header { position: sticky; top: 0; background: #fff; padding: .5em 0; border-bottom: 1px solid #ddd; }
    fieldset { display: inline-block; border: 1px solid #ddd; margin: .2em .5em .2em 0; }
    table.code { border-collapse: collapse; width: 100%; font: 12px/1.5 ui-monospace, Menlo, monospace; }
    td.number { color: #999; text-align: right; padding-right: 1em; width: 3em; user-select: none; }
    td.source { white-space: pre; }
    tr.marked td.number { border-left: 4px solid; }
    tr.marked.survived, tr.marked.noCoverage { background: #fde8e8; }
    tr.marked.survived td.number, tr.marked.noCoverage td.number { border-color: #d33; }
    tr.marked.killed, tr.marked.timedOut { background: #e8f6ea; }
    tr.marked.killed td.number, tr.marked.timedOut td.number { border-color: #2a2; }
    tr.marked.unviable td.number { border-color: #aaa; }
    tr.mutant td { padding: 0 0 0 1em; font-family: system-ui, sans-serif; }
    tr.mutant.hidden { display: none; }
    .badge { border-radius: 3px; padding: 0 .4em; color: #fff; font-size: 11px; }
    .badge.survived, .badge.noCoverage { background: #c22; }
    .badge.killed { background: #282; } .badge.timedOut { background: #a70; }
    .badge.unviable { background: #888; }
    .place { color: #777; } pre.diff { background: #f6f6f6; padding: .4em; margin: .2em 0; }
    pre.test { background: #eef6ee; padding: .4em; margin: .2em 0; } p.suggestion { margin: .3em 0 0; }
    p.hang { margin: .3em 0 0; color: #850; }
    </style></head>
    <body>
    \(body)
    <script>
    (function () {
      var form = document.getElementById('filters');
      function checked(name) {
        return Array.prototype.filter.call(form.querySelectorAll('input[name=' + name + ']'),
          function (box) { return box.checked; }).map(function (box) { return box.value; });
      }
      function apply() {
        var statuses = checked('status'), operators = checked('operator'), shown = 0;
        document.querySelectorAll('tr.mutant').forEach(function (row) {
          var visible = statuses.indexOf(row.dataset.status) >= 0 &&
            operators.indexOf(row.dataset.operator) >= 0;
          row.classList.toggle('hidden', !visible);
          if (visible) { shown += 1; }
        });
        document.getElementById('shown').textContent =
          shown + ' of ' + document.querySelectorAll('tr.mutant').length + ' mutants shown';
      }
      // `#status=survived,noCoverage&operator=relational` sets the filters from the address.
      location.hash.replace(/^#/, '').split('&').forEach(function (part) {
        var pair = part.split('=');
        if (pair.length !== 2 || (pair[0] !== 'status' && pair[0] !== 'operator')) { return; }
        var wanted = decodeURIComponent(pair[1]).split(',');
        form.querySelectorAll('input[name=' + pair[0] + ']').forEach(function (box) {
          box.checked = wanted.indexOf(box.value) >= 0;
        });
      });
      form.addEventListener('change', apply);
      apply();
    })();
    </script>
    </body></html>
    """
  }
}
