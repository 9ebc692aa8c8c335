/// The scene drawn for a terminal and a test's failure message: each object with its
/// references under it, plain text (no colour codes, which Xcode's report would print raw).
extension SceneGraph {
  /// Objects with their outgoing references; `──▶` strong, `┄┄▶` weak, `··▶` unowned; the
  /// retain cycle's references marked `⟲`, the one to weaken `← make this weak`, a leaked
  /// object `✗`.
  /// A large scene shows what matters (the cycle, the leaked objects, the VIP roles) and says
  /// how many references it left out.
  public var terminalDrawing: String {
    var lines = ["\(title): \(summary)"]
    let limit = 30
    let shown: [Int]
    if edges.count <= limit {
      shown = Array(edges.indices)
    } else {
      // The fix and the cycle first, then links between VIP roles, then what the leaked
      // objects hold; drawn in the graph's order.
      func rank(_ index: Int) -> Int {
        let edge = edges[index]
        if edge.isSuggestedFix || edge.inRetainCycle { return 0 }
        if nodes[edge.from].role != nil && nodes[edge.to].role != nil { return 1 }
        return nodes[edge.from].outlivedScene ? 2 : 3
      }
      let chosen = edges.indices.sorted { (rank($0), $0) < (rank($1), $1) }.prefix(limit)
      shown = chosen.sorted()
    }
    var holders: [Int] = []
    for index in shown where !holders.contains(edges[index].from) {
      holders.append(edges[index].from)
    }
    let width = shown.map { edges[$0].property.count }.max() ?? 0
    for holder in holders {
      lines.append(nodeText(holder))
      for index in shown where edges[index].from == holder {
        let edge = edges[index]
        let (line, head): (Character, String) =
          switch edge.ownership {
          case .strong: ("─", "─▶")
          case .weak: ("┄", "┄▶")
          case .unowned: ("·", "·▶")
          }
        let label = edge.property
        let padding = String(repeating: line, count: width - label.count)
        var text = "  \(line)\(line) \(label) \(padding)\(head) \(nodeText(edge.to))"
        if edge.isSuggestedFix {
          text += (edge.inRetainCycle ? "  ⟲ " : "  ") + Self.fixMark(edge)
        } else if edge.inRetainCycle {
          text += "  ⟲"
        }
        lines.append(text)
      }
    }
    if shown.count < edges.count {
      lines.append("  … and \(edges.count - shown.count) more references")
    }
    let alone = nodes.indices.filter { index in
      nodes[index].outlivedScene && !holders.contains(index)
        && !shown.contains { edges[$0].to == index }
    }
    for index in alone.prefix(10) {
      lines.append(nodeText(index))
    }
    if alone.count > 10 {
      lines.append("… and \(alone.count - 10) more leaked objects")
    }
    return lines.joined(separator: "\n")
  }

  /// `InboxPresenter [presenter] ✗`.
  private func nodeText(_ index: Int) -> String {
    let node = nodes[index]
    // An object of no known role goes without a label; a coordinator says so.
    let plain = Self.roleLabel(Node(typeName: node.typeName, role: node.role, path: ""))
    let label = roleLabel(at: index).replacingOccurrences(of: " · leaked", with: "")
    let role = plain == "object" && label == plain ? "" : " [\(label)]"
    return "\(node.typeName)\(role)\(node.outlivedScene ? " ✗" : "")"
  }
}
