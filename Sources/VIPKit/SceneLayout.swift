/// Where each object and label of a `SceneGraph` goes in a drawing, in points.
///
/// Laid out the way VIP is drawn: the view, the interactor and the presenter as the cycle
/// (view top left, interactor top right, presenter between them below), the router under
/// the view, the data store under the router, the workers beside the interactor; every
/// other object in rows below, nearest the root first. Text is measured as monospace (the
/// drawing asks for a monospace font), so boxes fit their names without a font engine, and
/// an edge's label goes where it overlaps no other label or box, or is left to the tooltip.
struct SceneLayout {
  struct Box: Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    func overlaps(_ other: Box) -> Bool {
      x < other.x + other.width && other.x < x + width && y < other.y + other.height
        && other.y < y + height
    }

    func inflated(by margin: Double) -> Box {
      Box(x: x - margin, y: y - margin, width: width + 2 * margin, height: height + 2 * margin)
    }
  }

  /// An edge's path: from, through (a quadratic curve's control point), to.
  struct Route: Equatable {
    var start: (x: Double, y: Double)
    var control: (x: Double, y: Double)
    var end: (x: Double, y: Double)

    static func == (a: Route, b: Route) -> Bool {
      a.start == b.start && a.control == b.control && a.end == b.end
    }

    func point(at t: Double) -> (x: Double, y: Double) {
      let u = 1 - t
      return (
        u * u * start.x + 2 * u * t * control.x + t * t * end.x,
        u * u * start.y + 2 * u * t * control.y + t * t * end.y
      )
    }
  }

  static let typeFont = 13.0
  static let smallFont = 11.0
  static let padding = 10.0
  static let boxHeight = 40.0
  static let columnGap = 110.0
  static let rowGap = 96.0
  static let margin = 20.0
  static let headerHeight = 52.0
  /// Objects per row below the cycle.
  static let perRow = 6

  /// The width of `text` in a monospace font of `size` (0.6 em a character, as DejaVu Sans
  /// Mono and Liberation Mono draw).
  static func textWidth(_ text: String, size: Double) -> Double {
    Double(text.count) * size * 0.6
  }

  let nodes: [Box]
  let routes: [Route]
  /// Each edge's label box, `nil` where no free place was found.
  let labels: [Box?]
  let width: Double
  let height: Double

  init(_ graph: SceneGraph, header: [String]) {
    let cells = Self.cells(graph)
    let sizes = graph.nodes.indices.map { index in
      max(
        Self.textWidth(graph.nodes[index].typeName, size: Self.typeFont),
        Self.textWidth(graph.roleLabel(at: index), size: Self.smallFont)) + 2 * Self.padding
    }
    let columns = (cells.map(\.column).max() ?? 0) + 1
    var columnWidth = [Double](repeating: 0, count: columns)
    for (index, cell) in cells.enumerated() {
      columnWidth[cell.column] = max(columnWidth[cell.column], sizes[index])
    }
    var columnX = [Double](repeating: Self.margin, count: columns)
    for column in columns > 1 ? Array(1..<columns) : [] {
      columnX[column] = columnX[column - 1] + columnWidth[column - 1] + Self.columnGap
    }
    let top = Self.margin + Self.headerHeight
    let boxes = cells.enumerated().map { index, cell in
      Box(
        x: columnX[cell.column] + (columnWidth[cell.column] - sizes[index]) / 2,
        y: top + Double(cell.row) * (Self.boxHeight + Self.rowGap),
        width: sizes[index], height: Self.boxHeight)
    }
    let routes = Self.routes(graph, boxes)
    var placed: [Box] = []
    var labels = [Box?](repeating: nil, count: graph.edges.count)
    // What the reader needs first gets the free places first: the fix, the cycle, the VIP
    // links; then the rest, in order.
    let byPriority = graph.edges.indices.sorted { a, b in
      (Self.priority(graph, graph.edges[a]), a) < (Self.priority(graph, graph.edges[b]), b)
    }
    for index in byPriority {
      labels[index] = place(index)
    }
    func place(_ index: Int) -> Box? {
      let edge = graph.edges[index]
      let text = SceneGraph.edgeLabel(edge)
      let size = Self.textWidth(text, size: Self.smallFont) + 6
      for t in [0.5, 0.4, 0.6, 0.3, 0.7, 0.22, 0.78] {
        let point = routes[index].point(at: t)
        // Never past the left or top edge: shifted in, it still sits by its line.
        let box = Box(
          x: max(point.x - size / 2, 2), y: max(point.y - 8, 2), width: size, height: 16)
        let clear =
          !placed.contains { $0.inflated(by: 1).overlaps(box) }
          && !boxes.contains { $0.inflated(by: 2).overlaps(box) }
        if clear {
          placed.append(box)
          return box
        }
      }
      return nil
    }
    nodes = boxes
    self.routes = routes
    self.labels = labels
    let contentRight = (nodes.map { $0.x + $0.width } + placed.map { $0.x + $0.width }).max() ?? 0
    let headerRight =
      Self.margin
      + (header.map { Self.textWidth($0, size: Self.typeFont) }.max() ?? 0)
    let legendRight = Self.margin + Self.legendWidth
    width = max(contentRight, headerRight, legendRight) + Self.margin
    let rows = (cells.map(\.row).max() ?? 0) + 1
    let bottom = (nodes.map { $0.y + $0.height } + placed.map { $0.y + $0.height }).max() ?? top
    height = max(bottom, top + Double(rows) * Self.boxHeight) + Self.margin + Self.legendHeight
  }

  /// 0 the fix, 1 the cycle, 2 a link between two VIP roles, 3 the rest.
  private static func priority(_ graph: SceneGraph, _ edge: SceneGraph.Edge) -> Int {
    if edge.isSuggestedFix { return 0 }
    if edge.inRetainCycle { return 1 }
    if graph.nodes[edge.from].role != nil && graph.nodes[edge.to].role != nil { return 2 }
    return 3
  }

  static let legendHeight = 40.0
  static let legendWidth = 560.0

  /// The grid cell of each node.
  private static func cells(_ graph: SceneGraph) -> [(column: Int, row: Int)] {
    var cells = [(column: Int, row: Int)?](repeating: nil, count: graph.nodes.count)
    var taken: Set<String> = []
    func place(_ index: Int, _ column: Int, _ row: Int) {
      cells[index] = (column, row)
      taken.insert("\(column),\(row)")
    }
    let slots: [(VIPRole, Int, Int)] = [
      (.viewController, 0, 0), (.interactor, 2, 0), (.presenter, 1, 1), (.router, 0, 1),
      (.dataStore, 0, 2),
    ]
    // A scene whose root plays no VIP role (a coordinator holding screens) is a tree from its
    // root: the cycle's slots would put a screen above the object that holds it.
    let rootedInCycle = graph.nodes.first?.role != nil
    for (role, column, row) in slots where rootedInCycle {
      if let index = graph.nodes.indices.first(where: {
        cells[$0] == nil && graph.nodes[$0].role == role
      }) {
        place(index, column, row)
      }
    }
    var workerRow = 0
    for index in graph.nodes.indices
    where rootedInCycle && cells[index] == nil && graph.nodes[index].role == .worker {
      place(index, 3, workerRow)
      workerRow += 1
    }
    // The rest in layers under the cycle, as a tree: each object one layer below the object
    // that first reached it, in the order of their parents, so most references run a short
    // way down. A layer wider than a row wraps. (The workers' column may run deeper than the
    // cycle: its cells are skipped.)
    let cycleRows = cells.compactMap { $0 }.filter { $0.column < 3 }.map(\.row).max()
    var row = cycleRows.map { $0 + 1 } ?? 0
    let parents = Self.parents(graph)
    var depth = [Int](repeating: 0, count: graph.nodes.count)
    for index in graph.nodes.indices {
      depth[index] = parents[index].map { depth[$0] + 1 } ?? 0
    }
    let rest = graph.nodes.indices.filter { cells[$0] == nil }
    for layer in Set(rest.map { depth[$0] }).sorted() {
      let members = rest.filter { depth[$0] == layer }.sorted { a, b in
        let slotA = parents[a].flatMap { cells[$0] }.map { ($0.row, $0.column) } ?? (-1, -1)
        let slotB = parents[b].flatMap { cells[$0] }.map { ($0.row, $0.column) } ?? (-1, -1)
        return (slotA.0, slotA.1, a) < (slotB.0, slotB.1, b)
      }
      var column = 0
      for index in members {
        while taken.contains("\(column),\(row)") {
          column += 1
          if column == perRow {
            column = 0
            row += 1
          }
        }
        place(index, column, row)
      }
      row += 1
    }
    return cells.map { $0 ?? (0, 0) }
  }

  /// The object that first reached each one: the holder of its first reference from an
  /// object listed before it (the graph lists objects nearest the root first).
  private static func parents(_ graph: SceneGraph) -> [Int?] {
    var parents = [Int?](repeating: nil, count: graph.nodes.count)
    for edge in graph.edges where edge.from < edge.to && parents[edge.to] == nil {
      parents[edge.to] = edge.from
    }
    return parents
  }

  /// Each edge from border to border; edges between the same two objects (either way) bend
  /// apart, and a reference to itself loops above the box.
  private static func routes(_ graph: SceneGraph, _ boxes: [Box]) -> [Route] {
    var pairCount: [String: Int] = [:]
    for edge in graph.edges where edge.from != edge.to {
      pairCount["\(min(edge.from, edge.to))-\(max(edge.from, edge.to))", default: 0] += 1
    }
    var seen: [String: Int] = [:]
    return graph.edges.map { edge in
      let from = boxes[edge.from]
      let to = boxes[edge.to]
      if edge.from == edge.to {
        let count = seen["\(edge.from)", default: 0]
        seen["\(edge.from)"] = count + 1
        let lift = 34 + Double(count) * 14
        return Route(
          start: (from.x + from.width * 0.7, from.y),
          control: (from.x + from.width + lift, from.y - lift),
          end: (from.x + from.width, from.y + from.height * 0.3))
      }
      let key = "\(min(edge.from, edge.to))-\(max(edge.from, edge.to))"
      let index = seen[key, default: 0]
      seen[key] = index + 1
      let total = pairCount[key, default: 1]
      // Spread evenly around the straight line: one edge straight, two at ±1, three at -2, 0, 2.
      let side = Double(index) * 2 - Double(total - 1)
      let start = clip(from, toward: (to.midX, to.midY))
      let end = clip(to, toward: (from.midX, from.midY))
      let dx = end.x - start.x
      let dy = end.y - start.y
      let length = max((dx * dx + dy * dy).squareRoot(), 1)
      // Measured against the pair's own direction (lower index to higher), so edges going
      // opposite ways bend to opposite sides.
      let sign = edge.from < edge.to ? 1.0 : -1.0
      let bend = 22 * side * sign
      let control = (
        x: (start.x + end.x) / 2 - dy / length * bend,
        y: (start.y + end.y) / 2 + dx / length * bend
      )
      return Route(start: start, control: control, end: end)
    }
  }

  /// Where the line from the middle of `box` toward `point` leaves the box.
  private static func clip(_ box: Box, toward point: (x: Double, y: Double)) -> (
    x: Double, y: Double
  ) {
    let dx = point.x - box.midX
    let dy = point.y - box.midY
    guard dx != 0 || dy != 0 else { return (box.midX, box.midY) }
    let scaleX = dx == 0 ? Double.infinity : (box.width / 2) / abs(dx)
    let scaleY = dy == 0 ? Double.infinity : (box.height / 2) / abs(dy)
    let scale = min(scaleX, scaleY)
    return (box.midX + dx * scale, box.midY + dy * scale)
  }
}
