import VIPKitCore

/// A README's inline Markdown as a terminal shows it: `**strong**` in bold (plain where the
/// terminal has no style), `` `code` `` and `*emphasis*` as their text, `[text](link)` as the
/// text and the link. A student reads "What it taught" in `watch`, not Markdown's marks.
enum TerminalMarkdown {
  static func inline(_ text: String, style: TerminalStyle) -> String {
    var result = ""
    var rest = Substring(text)
    while let first = rest.first {
      if rest.hasPrefix("**"), let end = rest.dropFirst(2).range(of: "**") {
        result += style.bold(
          String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound]))
        rest = rest[end.upperBound...]
      } else if first == "`", let end = rest.dropFirst().firstIndex(of: "`") {
        result += rest[rest.index(after: rest.startIndex)..<end]
        rest = rest[rest.index(after: end)...]
      } else if first == "*", rest.dropFirst().first.map({ !$0.isWhitespace }) == true,
        let end = rest.dropFirst().firstIndex(of: "*")
      {
        result += rest[rest.index(after: rest.startIndex)..<end]
        rest = rest[rest.index(after: end)...]
      } else if first == "[", let close = rest.firstIndex(of: "]"),
        rest[rest.index(after: close)...].hasPrefix("("),
        let end = rest[close...].firstIndex(of: ")")
      {
        let label = rest[rest.index(after: rest.startIndex)..<close]
        let link = rest[rest.index(close, offsetBy: 2)..<end]
        result += "\(label) (\(link))"
        rest = rest[rest.index(after: end)...]
      } else {
        result.append(first)
        rest = rest.dropFirst()
      }
    }
    return result
  }
}
