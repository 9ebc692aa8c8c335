/// The SVG drawing of a scene: one self-contained file (no script, no web font, no external
/// reference), so it shows the same in a browser, an Xcode test report and a GitHub comment.
extension SceneGraph {
  /// The drawing as SVG text. Strong references are solid, weak ones dashed, unowned ones
  /// dotted; a retain cycle is red, and the reference to make weak says so; objects that
  /// outlived the scene have a red border.
  public var svg: String {
    let header = [title, summary]
    let layout = SceneLayout(self, header: header)
    var out: [String] = []
    let width = Self.number(layout.width)
    let height = Self.number(layout.height)
    out.append(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\" font-family=\"\(Self.fontFamily)\" "
        + "role=\"img\" aria-label=\"\(Self.escaped("\(title): \(summary)"))\">")
    out.append("<title>\(Self.escaped("\(title): \(summary)"))</title>")
    out.append(
      """
      <defs>\
      <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="9" markerHeight="9" \
      markerUnits="userSpaceOnUse" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="\(Self.ink)"/></marker>\
      <marker id="arrow-cycle" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="12" \
      markerHeight="12" markerUnits="userSpaceOnUse" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" \
      fill="\(Self.red)"/></marker>\
      </defs>
      """)
    out.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>")
    let hasProblem =
      edges.contains(where: \.inRetainCycle) || nodes.contains(where: \.outlivedScene)
    out.append(
      Self.text(
        title, x: SceneLayout.margin, y: SceneLayout.margin + 14, size: SceneLayout.typeFont,
        anchor: "start", weight: "bold"))
    out.append(
      Self.text(
        summary, x: SceneLayout.margin, y: SceneLayout.margin + 34, size: SceneLayout.typeFont,
        anchor: "start", fill: hasProblem ? Self.red : Self.muted))
    // Edges under the boxes, the cycle last so it is on top.
    let order = edges.indices.sorted {
      (edges[$0].inRetainCycle ? 1 : 0) < (edges[$1].inRetainCycle ? 1 : 0)
    }
    for index in order {
      out.append(edgeSVG(index, layout))
    }
    for (index, node) in nodes.enumerated() {
      out.append(nodeSVG(node, label: roleLabel(at: index), layout.nodes[index]))
    }
    for index in order {
      guard let box = layout.labels[index] else { continue }
      let edge = edges[index]
      let color = edge.inRetainCycle || edge.isSuggestedFix ? Self.red : Self.muted
      out.append(
        "<rect x=\"\(Self.number(box.x))\" y=\"\(Self.number(box.y))\" "
          + "width=\"\(Self.number(box.width))\" height=\"\(Self.number(box.height))\" "
          + "rx=\"3\" fill=\"#ffffff\" fill-opacity=\"0.92\"/>")
      out.append(
        Self.text(
          Self.edgeLabel(edge), x: box.midX, y: box.y + 12, size: SceneLayout.smallFont,
          anchor: "middle", weight: edge.isSuggestedFix ? "bold" : nil, fill: color))
    }
    out.append(legendSVG(layout))
    out.append("</svg>")
    return out.joined(separator: "\n") + "\n"
  }

  private func edgeSVG(_ index: Int, _ layout: SceneLayout) -> String {
    let edge = edges[index]
    let route = layout.routes[index]
    let color = edge.inRetainCycle ? Self.red : Self.ink
    let width = edge.inRetainCycle ? "3" : "1.5"
    let dash: String
    switch edge.ownership {
    case .strong: dash = ""
    case .weak: dash = " stroke-dasharray=\"7 5\""
    case .unowned: dash = " stroke-dasharray=\"2 4\""
    }
    let marker = edge.inRetainCycle ? "arrow-cycle" : "arrow"
    let path =
      "M\(Self.number(route.start.x)),\(Self.number(route.start.y)) "
      + "Q\(Self.number(route.control.x)),\(Self.number(route.control.y)) "
      + "\(Self.number(route.end.x)),\(Self.number(route.end.y))"
    let tooltip =
      "\(nodes[edge.from].typeName).\(edge.property) → \(nodes[edge.to].typeName) "
      + "(\(edge.ownership.rawValue)\(edge.inRetainCycle ? ", retain cycle" : ""))"
    return "<path d=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(width)\"\(dash) "
      + "marker-end=\"url(#\(marker))\"><title>\(Self.escaped(tooltip))</title></path>"
  }

  private func nodeSVG(_ node: Node, label: String, _ box: SceneLayout.Box) -> String {
    let stroke = node.outlivedScene ? Self.red : Self.ink
    let strokeWidth = node.outlivedScene ? "2.5" : "1.2"
    return [
      "<g><title>\(Self.escaped(node.path))</title>",
      "<rect x=\"\(Self.number(box.x))\" y=\"\(Self.number(box.y))\" "
        + "width=\"\(Self.number(box.width))\" height=\"\(Self.number(box.height))\" rx=\"6\" "
        + "fill=\"\(Self.fill(node))\" stroke=\"\(stroke)\" stroke-width=\"\(strokeWidth)\"/>",
      Self.text(
        node.typeName, x: box.midX, y: box.y + 17, size: SceneLayout.typeFont, anchor: "middle",
        weight: "bold"),
      Self.text(
        label, x: box.midX, y: box.y + 32, size: SceneLayout.smallFont,
        anchor: "middle", fill: node.outlivedScene ? Self.red : Self.muted),
      "</g>",
    ].joined()
  }

  private func legendSVG(_ layout: SceneLayout) -> String {
    let y = layout.height - SceneLayout.margin - 12
    var x = SceneLayout.margin
    var parts: [String] = []
    func sample(_ label: String, stroke: String, width: String, dash: String?) {
      parts.append(
        "<line x1=\"\(Self.number(x))\" y1=\"\(Self.number(y))\" x2=\"\(Self.number(x + 30))\" "
          + "y2=\"\(Self.number(y))\" stroke=\"\(stroke)\" stroke-width=\"\(width)\""
          + (dash.map { " stroke-dasharray=\"\($0)\"" } ?? "") + "/>")
      parts.append(
        Self.text(label, x: x + 36, y: y + 4, size: SceneLayout.smallFont, anchor: "start"))
      x += 36 + SceneLayout.textWidth(label, size: SceneLayout.smallFont) + 22
    }
    sample("strong", stroke: Self.ink, width: "1.5", dash: nil)
    sample("weak", stroke: Self.ink, width: "1.5", dash: "7 5")
    sample("unowned", stroke: Self.ink, width: "1.5", dash: "2 4")
    sample("retain cycle", stroke: Self.red, width: "3", dash: nil)
    parts.append(
      "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y - 8))\" width=\"30\" height=\"16\" "
        + "rx=\"4\" fill=\"#ffffff\" stroke=\"\(Self.red)\" stroke-width=\"2.5\"/>")
    parts.append(
      Self.text(
        "outlived the scene", x: x + 36, y: y + 4, size: SceneLayout.smallFont, anchor: "start"))
    return "<g>" + parts.joined() + "</g>"
  }

  // MARK: - SVG text

  static let fontFamily = "ui-monospace, 'DejaVu Sans Mono', 'Liberation Mono', Menlo, monospace"
  static let ink = "#57606a"
  static let muted = "#57606a"
  static let red = "#cf222e"

  private static func fill(_ node: Node) -> String {
    switch node.role {
    case .viewController: "#ddf4ff"
    case .interactor: "#dafbe1"
    case .presenter: "#fff8c5"
    case .router: "#fbefff"
    case .worker, .dataStore: "#f6f8fa"
    case nil: "#ffffff"
    }
  }

  static func text(
    _ text: String, x: Double, y: Double, size: Double, anchor: String,
    weight: String? = nil, fill: String = "#1f2328"
  ) -> String {
    "<text x=\"\(number(x))\" y=\"\(number(y))\" font-size=\"\(number(size))\" "
      + "text-anchor=\"\(anchor)\" fill=\"\(fill)\""
      + (weight.map { " font-weight=\"\($0)\"" } ?? "") + ">\(escaped(text))</text>"
  }

  /// `12.5`, `40`: one decimal at most, the same on every machine.
  static func number(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    let whole = Int(tenths) / 10
    let fraction = abs(Int(tenths) % 10)
    let sign = tenths < 0 && whole == 0 ? "-" : ""
    return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }

  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }
}
