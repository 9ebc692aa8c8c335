import Foundation
import Testing
import VIPKit

/// The scene's graph as data: what it holds after a leak check, that it is the same on every
/// run, and its three drawings, compared with the files in `Graphs/` (the XCTest twin,
/// `SceneGraphXCTests`, compares the same files).
@Suite("The scene's graph and its drawings")
@MainActor
struct SceneGraphTests {
  @Test("after a leak check: roles, ownership, the objects that outlived the scene, the cycle")
  func leakGraph() throws {
    let finding = try #require(
      VIPCheck.leaks { GreetConfigurator.configure([.strongPresenterView]) }.first)
    let graph = try #require(finding.graph)
    let names = graph.nodes.map(\.typeName)
    #expect(
      names == [
        "GreetViewController", "GreetInteractor", "GreetRouter", "StrongGreetPresenter",
        "GreetWorker",
      ])
    #expect(
      graph.nodes.map(\.role) == [.viewController, .interactor, .router, .presenter, .worker])
    #expect(graph.nodes.allSatisfy { $0.outlivedScene })
    // The shared API client is the app's, not the scene's: not drawn.
    #expect(!names.contains("SharedAPIClient"))
    func edge(_ holder: String, _ property: String) -> SceneGraph.Edge? {
      graph.edges.first { graph.nodes[$0.from].typeName == holder && $0.property == property }
    }
    let back = try #require(edge("StrongGreetPresenter", "viewController"))
    #expect(back.ownership == .strong && back.inRetainCycle && back.isSuggestedFix)
    #expect(back.isOptional)
    let routerBack = try #require(edge("GreetRouter", "viewController"))
    #expect(routerBack.ownership == .weak && !routerBack.inRetainCycle)
    #expect(edge("GreetViewController", "interactor")?.inRetainCycle == true)
    #expect(edge("GreetViewController", "router")?.inRetainCycle == false)
    #expect(edge("GreetRouter", "dataStore").map { graph.nodes[$0.to].role } == .interactor)
    #expect(graph.edges.filter(\.isSuggestedFix).count == 1)
  }

  @Test("a closure's leak marks the objects it keeps, and no reference as a cycle")
  func closureGraph() throws {
    let graph = try #require(
      VIPCheck.leaks { GreetConfigurator.configure([.strongCompletion]) }.first?.graph)
    #expect(graph.edges.allSatisfy { !$0.inRetainCycle && !$0.isSuggestedFix })
    let leaked = graph.nodes.filter(\.outlivedScene).map(\.typeName)
    #expect(leaked.contains("GreetInteractor") && !leaked.contains("GreetViewController"))
    #expect(graph.svg.contains("outlived the scene (red)"))
  }

  @Test("a coordinator at the root is drawn as a coordinator, not as the view")
  func coordinatorRoot() {
    let coordinator = FlowCoordinator()
    coordinator.screen = GreetConfigurator.configure()
    let graph = VIPCheck.graph(of: coordinator)
    #expect(graph.nodes.first?.typeName == "FlowCoordinator" && graph.nodes.first?.role == nil)
    #expect(graph.nodes.contains { $0.typeName == "GreetViewController" })
    #expect(graph.terminalDrawing.contains("FlowCoordinator [coordinator]"))
    #expect(!graph.terminalDrawing.contains("FlowCoordinator [view]"))
  }

  @Test("an unowned reference is drawn as unowned, not weak")
  func unowned() throws {
    let graph = VIPCheck.graph(of: BadgeConfigurator.configure())
    let edge = try #require(graph.edges.first { $0.property == "viewController" })
    #expect(edge.ownership == .unowned && !edge.isOptional)
    #expect(graph.mermaid.contains("-.->|\"viewController (unowned)\"|"))
  }

  @Test("the same scene gives the same graph and the same drawings, run after run")
  func stable() throws {
    let runs = (0..<3).map { _ in
      VIPCheck.leaks { GreetConfigurator.configure([.strongPresenterView, .strongRouterView]) }
        .first?.graph
    }
    #expect(runs[0] != nil && runs.allSatisfy { $0 == runs[0] })
    #expect(runs.map { $0?.svg } == Array(repeating: runs[0]?.svg, count: 3))
    #expect(!(runs[0]?.svg.contains("0x") ?? true), "an address in the drawing")
  }

  @Test(
    "the drawings of the two-cycle scene are the files in Graphs/",
    arguments: GraphGolden.Drawing.allCases)
  func golden(_ drawing: GraphGolden.Drawing) throws {
    let graph = try #require(GraphGolden.twoCycleGraph())
    let (actual, expected) = try GraphGolden.compare(drawing, of: graph)
    #expect(actual == expected, "Graphs/\(drawing.fileName) differs")
  }

  @Test("every SVG parses as XML, and none refers to anything outside itself")
  func selfContained() throws {
    let graphs = [
      try #require(GraphGolden.twoCycleGraph()),
      VIPCheck.graph(of: CatalogConfigurator.configure(objects: 200)),
      VIPCheck.graph(of: BadgeConfigurator.configure()),
    ]
    for graph in graphs {
      let texts = try SVGText.parse(graph.svg)
      #expect(!texts.boxes.isEmpty)
      for forbidden in ["<script", "href=", "@import", "url(http", "<image", "<foreignObject"] {
        #expect(!graph.svg.contains(forbidden), "\(forbidden) in the SVG")
      }
    }
  }

  @Test("a 200-object scene: every object drawn, no two labels overlap, all inside the page")
  func large() throws {
    let finding = try #require(
      VIPCheck.leaks { CatalogConfigurator.configure(objects: 200) }.first)
    let graph = try #require(finding.graph)
    #expect(graph.nodes.count == 200)
    let svg = try SVGText.parse(graph.svg)
    #expect(svg.boxes.count > 400)
    for name in Set(graph.nodes.map(\.typeName)) {
      #expect(svg.boxes.contains { $0.text == name })
    }
    // The fix's label is always placed.
    #expect(svg.boxes.contains { $0.text == "viewController: make weak" })
    let overlaps = svg.overlappingPairs()
    #expect(overlaps.isEmpty, "\(overlaps.prefix(5))")
    for box in svg.boxes {
      #expect(
        box.left >= 0 && box.top >= 0 && box.right <= svg.width && box.bottom <= svg.height,
        "\(box) outside \(svg.width)×\(svg.height)")
    }
  }

  @Test("the terminal drawing of a large scene shows the cycle and says what it left out")
  func largeTerminal() throws {
    let graph = try #require(
      VIPCheck.leaks { CatalogConfigurator.configure(objects: 200) }.first?.graph)
    let text = graph.terminalDrawing
    #expect(
      text.contains("── viewController ─▶ CatalogViewController [view] ✗  ⟲ ← make this weak"))
    #expect(text.contains("more references"))
    #expect(text.split(separator: "\n").count < 60)
  }
}

@Suite("The scene's graph: edges of the page, and the runtime's own objects")
@MainActor
struct SceneGraphEdgeTests {
  @Test("a long label by the left edge stays on the page")
  func leftEdge() throws {
    let graph = VIPCheck.graph(of: LedgerViewController())
    let svg = try SVGText.parse(graph.svg)
    let label = try #require(svg.boxes.first { $0.text == "aCacheOfEveryLedgerEntryShownSoFar" })
    #expect(label.left >= 0, "\(label)")
    #expect(svg.overlappingPairs().isEmpty)
  }

  @Test("a generated spy is one box: its call recorder and lock are not drawn, a scene's lock is")
  func spyBookkeeping() {
    let presenter = LockingPresenter()
    let spy = RecordingDisplaySpy()
    presenter.viewController = spy
    let graph = withExtendedLifetime(spy) { VIPCheck.graph(of: presenter) }
    #expect(graph.nodes.map(\.typeName) == ["LockingPresenter", "NSLock", "RecordingDisplaySpy"])
    #expect(graph.edges.map(\.property) == ["lock", "viewController"])
  }

  #if canImport(Observation)
    @Test("@Observable's registrar is not drawn: only the store's own references")
    func observable() throws {
      guard #available(macOS 14, iOS 17, *) else { return }
      let graph = VIPCheck.graph(of: LedgerStore())
      #expect(graph.nodes.map(\.typeName) == ["LedgerStore", "LedgerInteractor"])
      #expect(graph.edges.map(\.property) == ["interactor"], "the name written, not `_interactor`")
      #expect(graph.nodes.map(\.role) == [.viewController, .interactor])
    }
  #endif
}

/// Named as `vipkit spies` names the type its spies keep their calls in.
private final class SpyCallRecorder {
  var recorded: [String] = []
}

/// A spy as `vipkit spies` writes one for a `Sendable` protocol: a recorder and a lock.
@MainActor private final class RecordingDisplaySpy: GreetDisplayLogic {
  private let callRecorder = SpyCallRecorder()
  private let lock = NSLock()
  func displayGreeting(_ text: String) { lock.withLock { callRecorder.recorded.append(text) } }
}

/// A presenter with a lock of its own: the scene's, so drawn.
@MainActor private final class LockingPresenter {
  let lock = NSLock()
  weak var viewController: (any GreetDisplayLogic)?
}

/// A flow's coordinator, holding the screen it shows (exercise 10's shape).
@MainActor final class FlowCoordinator {
  var screen: AnyObject?
}
