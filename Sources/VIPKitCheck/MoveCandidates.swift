import VIPKitSyntax

/// View controllers outside every VIP scene that do what VIP would move out of them: I/O a
/// worker would do, formatting a presenter would do. Not findings (they never claimed to be
/// VIP): a list for a team choosing which screen to move next, as exercise 09 does one.
package struct MoveCandidate: Sendable, Equatable, Encodable {
  package var type: String
  package var file: String
  package var line: Int
  /// `I/O with UserDefaults`, `formats with DateFormatter`: each kind once, in order.
  package var reasons: [String]
  /// How many lines do I/O or format: the list's order.
  package var uses: Int

  /// The candidates among `outlines`' view controllers, the busiest first.
  static func find(in outlines: [SwiftOutline], scenes: SceneMap) -> [MoveCandidate] {
    var candidates: [MoveCandidate] = []
    for outline in outlines {
      for type in outline.types where type.keyword == "class" && !scenes.contains(type.name) {
        guard isViewController(type), !RoleIndex.isTestDouble(type.name) else { continue }
        var reasons: [String] = []
        var lines: Set<Int> = []
        for token in type.ownTokens {
          let io = IOCalls.match(outline, token).map { "I/O with \($0)" }
          let text = outline.text(token)
          let format =
            FormattingInInteractor.formatters.contains(text) && outline.kind(token) == .identifier
            ? "formats with \(text)" : nil
          guard let reason = io ?? format else { continue }
          lines.insert(outline.location(token).line)
          if !reasons.contains(reason) { reasons.append(reason) }
        }
        guard !reasons.isEmpty else { continue }
        candidates.append(
          MoveCandidate(
            type: type.name, file: outline.source.path, line: type.location.line,
            reasons: reasons, uses: lines.count))
      }
    }
    return candidates.sorted { ($1.uses, $0.type) < ($0.uses, $1.type) }
  }

  /// A UIKit or AppKit view controller: named like one, or a subclass of one.
  private static func isViewController(_ type: SwiftOutline.TypeDecl) -> Bool {
    ([type.name] + type.inherited).contains { $0.hasSuffix("ViewController") }
  }
}
