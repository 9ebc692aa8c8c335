import Foundation
import Testing

/// Every command vipkit suggests in a message (`Run chmod -R go-rwx <course>`, `Next: cd
/// <folder> && swift test`) must paste into a shell as it is, whatever the paths hold: a
/// clone in `My VIPKit` once got a note that changed two wrong folders. So each value put
/// into a suggested command goes through `Shell.quote`, and this reads every source to hold
/// that, the way `ModuleBoundaryTests` holds the imports.
@Suite("Suggested commands quote what they interpolate")
struct SuggestedCommandTests {
  /// Words that start a command in a message.
  static let commands = [
    "vipkit ", "swift test", "swift run", "swift build", "swift package", "cd ", "chmod ",
    "zip ", "git ",
  ]

  @Test("no file of Sources/ puts an unquoted value into a command it suggests")
  func sources() throws {
    let sources = Binary.kitRoot.appendingPathComponent("Sources")
    var found: [String] = []
    let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      // Scene templates write Swift code, not messages.
      guard url.pathExtension == "swift", !url.lastPathComponent.hasPrefix("SceneTemplate")
      else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      found += Self.unquoted(in: text).map { "\(url.lastPathComponent): \($0)" }
    }
    #expect(
      found.isEmpty, "unquoted values in suggested commands:\n\(found.joined(separator: "\n"))")
  }

  @Test(
    "the check sees what it must refuse, and lets the rest be",
    arguments: [
      (#"  "Run `chmod -R go-rwx \(root.path)` first""#, [#"\(root.path)"#]),
      (#"  "Next: cd \(folder) && swift test""#, [#"\(folder)"#]),
      ("  \"\\(spies) is stale: run vipkit spies \"\n    + \"-o \\(spies)\"", [#"\(spies)"#]),
      (#"  "Next: cd \(Shell.quote(folder)) && swift test""#, []),
      (#"  "`vipkit hint \(Shell.quote("\(number)")) --all` again""#, []),
      (#"  "\(path) is stale: run vipkit spies again""#, []),
      (#"  "`vipkit hint 2` again; Solutions/\(name)/ holds it""#, []),
      (#"  // Run vipkit check \(path) in a comment"#, []),
      (#"  "a hexadecimal digit \(found) in data""#, []),
      (#"  "swift run vipkit grade \(path)""#, [#"\(path)"#]),
    ])
  func detector(source: String, unquoted: [String]) {
    #expect(Self.unquoted(in: source) == unquoted)
  }

  /// The `)` that closes an interpolation whose text starts at `text`'s start.
  static func closingParenthesis(in text: Substring) -> Substring.Index? {
    var depth = 1
    for index in text.indices {
      if text[index] == "(" { depth += 1 }
      if text[index] == ")" { depth -= 1 }
      if depth == 0 { return index }
    }
    return nil
  }

  /// The interpolations inside suggested commands that `Shell.quote` does not wrap. A
  /// string literal that holds a command is read with the literals added to it on the lines
  /// after (`+ "…"`); a command runs from its first word to a backtick, `&&`, `;` or `. `.
  static func unquoted(in source: String) -> [String] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var result: [String] = []
    var index = 0
    while index < lines.count {
      let line = lines[index].trimmingCharacters(in: .whitespaces)
      index += 1
      guard !line.hasPrefix("//"), let quote = line.firstIndex(of: "\"") else { continue }
      var text = String(line[quote...])
      while index < lines.count,
        lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("+ \"")
      {
        text += lines[index].trimmingCharacters(in: .whitespaces).dropFirst(2)
        index += 1
      }
      var here: [String] = []
      for command in commands {
        var rest = Substring(text)
        while let start = rest.range(of: command) {
          let after = rest[start.lowerBound...]
          // A whole word only: `digit ` is not `git `.
          if start.lowerBound > text.startIndex,
            text[text.index(before: start.lowerBound)].isLetter
          {
            rest = after[after.index(after: after.startIndex)...]
            continue
          }
          let end =
            ["`", "&&", ";", ". ", ".\""].compactMap { after.range(of: $0)?.lowerBound }.min()
            ?? after.endIndex
          var span = after[..<end]
          while let open = span.range(of: "\\(") {
            let close = Self.closingParenthesis(in: span[open.upperBound...]) ?? span.endIndex
            if !span[open.upperBound...].hasPrefix("Shell.quote(") {
              let shown = String(
                span[open.lowerBound..<min(span.index(after: close), span.endIndex)])
              if !here.contains(shown) { here.append(shown) }
            }
            // What is inside the interpolation (a quoted value's own parts) is not a command.
            span =
              close < span.endIndex ? span[span.index(after: close)...] : span[span.endIndex...]
          }
          rest = after[after.index(after: after.startIndex)...]
        }
      }
      result += here
    }
    return result
  }
}
