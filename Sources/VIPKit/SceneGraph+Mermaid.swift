/// The Mermaid drawing of a scene, for Markdown: GitHub, GitLab and DocC render a
/// ```` ```mermaid ```` block as a picture, and the text still reads in a plain editor.
extension SceneGraph {
  /// A `flowchart` with one node per object (type and role), solid arrows for strong
  /// references, dotted for weak and unowned ones, the retain cycle in red and the leaked
  /// objects outlined in red.
  public var mermaid: String {
    var lines = ["flowchart LR"]
    for (index, node) in nodes.enumerated() {
      lines.append(
        "  n\(index)[\"\(Self.mermaidText(node.typeName))<br/><i>\(Self.mermaidText(roleLabel(at: index)))</i>\"]"
      )
    }
    var cycleLinks: [Int] = []
    for (index, edge) in edges.enumerated() {
      let arrow = edge.ownership == .strong ? "-->" : "-.->"
      let label =
        edge.ownership == .strong
        ? Self.edgeLabel(edge) : "\(Self.edgeLabel(edge)) (\(edge.ownership.rawValue))"
      lines.append("  n\(edge.from) \(arrow)|\"\(Self.mermaidText(label))\"| n\(edge.to)")
      if edge.inRetainCycle { cycleLinks.append(index) }
    }
    let leaked = nodes.indices.filter { nodes[$0].outlivedScene }
    if !cycleLinks.isEmpty {
      lines.append(
        "  linkStyle \(cycleLinks.map(String.init).joined(separator: ",")) "
          + "stroke:\(Self.red),stroke-width:3px,color:\(Self.red)")
    }
    if !leaked.isEmpty {
      lines.append("  classDef leaked stroke:\(Self.red),stroke-width:3px")
      lines.append("  class \(leaked.map { "n\($0)" }.joined(separator: ",")) leaked")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Text safe inside a quoted Mermaid label: quotes and angle brackets as entities.
  private static func mermaidText(_ text: String) -> String {
    text.replacingAll("\"", with: "#quot;").replacingAll("<", with: "#lt;").replacingAll(
      ">", with: "#gt;")
  }
}

extension String {
  /// Every `target` replaced (the harness does without Foundation's `replacingOccurrences`).
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var out = ""
    for character in self {
      if character == target { out += replacement } else { out.append(character) }
    }
    return out
  }
}
