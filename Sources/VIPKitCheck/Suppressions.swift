import VIPKitSyntax

/// The `// vipkit:` comments of a file that switch rules off, each with its mandatory reason:
/// `// vipkit:disable-next-line VIP007 -- the router must own this modal`, and
/// `// vipkit:disable VIP004 -- <why>` … `// vipkit:enable VIP004`.
///
/// A directive that names no rule (`// vipkit:disable-next-line` alone) is `vipkit mutate`'s
/// and is left to it.
struct Suppressions {
  /// One suppression: the rules, the lines it covers, where it is written.
  struct Entry {
    var rules: Set<String>
    var lines: ClosedRange<Int>
    var line: Int
    var used = false
  }

  private(set) var entries: [Entry] = []
  /// Directives written wrong: no reason.
  private(set) var problems: [Finding] = []

  static let rule = RuleInfo(
    id: "VIP000", name: "Suppression",
    reason: "a suppression must say why, and must suppress something",
    fix: "Write the reason after the rule ids: // vipkit:disable-next-line VIP007 -- <why>",
    exercise: "Docs/check.md")

  init(_ outline: SwiftOutline, path: String) {
    let lastLine = outline.location(outline.tokens.count - 1).line
    var open: [String: Int] = [:]
    for comment in outline.comments {
      guard let directive = Directive(comment.text) else { continue }
      if directive.kind != "enable", directive.reason.isEmpty {
        problems.append(
          Finding(
            rule: Self.rule.id, file: path, line: comment.line, column: 1,
            message: "this suppression of \(directive.rules.sorted().joined(separator: ", ")) "
              + "gives no reason",
            fix: Self.rule.fix, lineText: comment.text))
        continue
      }
      switch directive.kind {
      case "disable-next-line":
        let lines = Self.nextDeclaration(after: comment.line, in: outline)
        entries.append(Entry(rules: directive.rules, lines: lines, line: comment.line))
      case "disable":
        for rule in directive.rules where open[rule] == nil { open[rule] = comment.line }
      default:
        for rule in directive.rules {
          guard let start = open.removeValue(forKey: rule) else { continue }
          entries.append(Entry(rules: [rule], lines: start...comment.line, line: start))
        }
      }
    }
    for (rule, start) in open {
      entries.append(Entry(rules: [rule], lines: start...max(start, lastLine), line: start))
    }
  }

  /// Whether a suppression covers `finding`; marks it used.
  mutating func covers(_ finding: Finding) -> Bool {
    guard
      let index = entries.firstIndex(where: {
        $0.rules.contains(finding.rule) && $0.lines.contains(finding.line)
      })
    else { return false }
    entries[index].used = true
    return true
  }

  /// The suppressions that covered nothing (reported with `--strict`).
  func unused(path: String) -> [Finding] {
    entries.filter { !$0.used }.map { entry in
      Finding(
        rule: Self.rule.id, file: path, line: entry.line, column: 1,
        message: "this suppression of \(entry.rules.sorted().joined(separator: ", ")) "
          + "suppresses nothing",
        fix: "Remove it: the code it excused no longer breaks the rule.",
        lineText: "vipkit:disable \(entry.rules.sorted().joined(separator: ","))")
    }
  }

  /// The first line after `line` that holds code.
  /// The lines of the code after `line`: its first line, down to the line of the first
  /// token that is not an attribute (`@Published` alone on a line belongs to the
  /// declaration under it).
  private static func nextDeclaration(after line: Int, in outline: SwiftOutline)
    -> ClosedRange<Int>
  {
    guard
      var index = outline.tokens.indices.first(where: { outline.location($0).line > line }),
      outline.kind(index) != .endOfFile
    else { return (line + 1)...(line + 1) }
    let first = outline.location(index).line
    // Past `@Name`, `@Name.Qualified` and `@Name(arguments)`.
    while outline.text(index) == "@", outline.kind(index + 1) == .identifier {
      index += 2
      while outline.text(index) == ".", outline.kind(index + 1) == .identifier { index += 2 }
      if outline.text(index) == "(" {
        var depth = 0
        repeat {
          if outline.text(index) == "(" { depth += 1 }
          if outline.text(index) == ")" { depth -= 1 }
          index += 1
        } while depth > 0 && outline.kind(index) != .endOfFile
      }
    }
    return first...max(first, outline.location(index).line)
  }

  /// `vipkit:<kind> VIP001, VIP002 -- reason`, parsed; `nil` for any other comment, or one
  /// that names no rule.
  struct Directive {
    var kind: String
    var rules: Set<String>
    var reason: String

    init?(_ comment: String) {
      var text = Substring(comment)
      while text.first == "/" || text.first == "*" || text.first == " " { text.removeFirst() }
      let kinds = ["vipkit:disable-next-line", "vipkit:disable", "vipkit:enable"]
      guard let prefix = kinds.first(where: { text.hasPrefix($0 + " ") }) else { return nil }
      text = text.dropFirst(prefix.count)
      let parts = text.components(separatedBy: "--")
      let words = parts[0].split(whereSeparator: { $0 == " " || $0 == "," })
      let rules = words.filter { $0.hasPrefix("VIP") && $0.count == 6 }.map(String.init)
      guard !rules.isEmpty else { return nil }
      kind = String(prefix.dropFirst("vipkit:".count))
      self.rules = Set(rules)
      var reason = parts.dropFirst().joined(separator: "--")
      if reason.hasSuffix("*/") { reason.removeLast(2) }
      self.reason = reason.trimmingCharacters(in: .whitespaces)
    }
  }
}
