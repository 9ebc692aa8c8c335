import Foundation
import VIPKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The drawings the graph tests compare with files in `Graphs/`, from Swift Testing and from
/// XCTest alike. `VIPKIT_RECORD_SNAPSHOTS=1` rewrites the files; read the diff (and open the
/// SVG) before committing.
@MainActor
enum GraphGolden {
  enum Drawing: String, CaseIterable, Sendable {
    case svg, mermaid, terminal

    var fileName: String {
      switch self {
      case .svg: "greet-two-cycles.svg"
      case .mermaid: "greet-two-cycles.mmd"
      case .terminal: "greet-two-cycles.txt"
      }
    }
  }

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Graphs")

  /// The Greet scene with both back-references strong: two retain cycles.
  static func twoCycleGraph() -> SceneGraph? {
    VIPCheck.leaks { GreetConfigurator.configure([.strongPresenterView, .strongRouterView]) }
      .first?.graph
  }

  /// The drawing and the file's text (after rewriting it when recording).
  static func compare(_ drawing: Drawing, of graph: SceneGraph) throws -> (String, String) {
    let actual: String
    switch drawing {
    case .svg: actual = graph.svg
    case .mermaid: actual = graph.mermaid
    case .terminal: actual = graph.terminalDrawing + "\n"
    }
    let file = folder.appendingPathComponent(drawing.fileName)
    if ProcessInfo.processInfo.environment["VIPKIT_RECORD_SNAPSHOTS"] == "1" {
      try actual.write(to: file, atomically: true, encoding: .utf8)
    }
    return (actual, try String(contentsOf: file, encoding: .utf8))
  }
}

/// The text of an SVG as a reader sees it: each `<text>`'s box, measured as the drawing
/// measures monospace text (0.6 em a character, ascent 0.8 em, descent 0.2 em).
struct SVGText {
  struct Box: CustomStringConvertible {
    let text: String
    let left, top, right, bottom: Double

    func overlaps(_ other: Box) -> Bool {
      left < other.right && other.left < right && top < other.bottom && other.top < bottom
    }

    var description: String {
      "\"\(text)\" [\(Int(left)),\(Int(top))–\(Int(right)),\(Int(bottom))]"
    }
  }

  let width: Double
  let height: Double
  let boxes: [Box]

  /// Parses `svg` (failing on anything that is not well-formed XML) and measures its texts.
  static func parse(_ svg: String) throws -> SVGText {
    let reader = Reader()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = reader
    guard parser.parse() else {
      throw ParseError(
        message: "not XML: \(parser.parserError.map { "\($0)" } ?? "unknown") at line "
          + "\(parser.lineNumber), column \(parser.columnNumber)")
    }
    return SVGText(width: reader.width, height: reader.height, boxes: reader.boxes)
  }

  /// Pairs of texts that overlap.
  func overlappingPairs() -> [(Box, Box)] {
    var pairs: [(Box, Box)] = []
    for (index, box) in boxes.enumerated() {
      for other in boxes[(index + 1)...] where box.overlaps(other) {
        pairs.append((box, other))
      }
    }
    return pairs
  }

  struct ParseError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }

  private final class Reader: NSObject, XMLParserDelegate {
    var width = 0.0
    var height = 0.0
    var boxes: [Box] = []
    private var open: [String: String]?
    private var text = ""

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      if name == "svg" {
        width = Double(attributes["width"] ?? "") ?? 0
        height = Double(attributes["height"] ?? "") ?? 0
      } else if name == "text" {
        open = attributes
        text = ""
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if open != nil { text += string }
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      guard name == "text", let attributes = open else { return }
      open = nil
      let x = Double(attributes["x"] ?? "") ?? 0
      let y = Double(attributes["y"] ?? "") ?? 0
      let size = Double(attributes["font-size"] ?? "") ?? 12
      let width = Double(text.count) * size * 0.6
      let left: Double
      switch attributes["text-anchor"] {
      case "middle": left = x - width / 2
      case "end": left = x - width
      default: left = x
      }
      boxes.append(
        Box(
          text: text, left: left, top: y - size * 0.8, right: left + width, bottom: y + size * 0.2))
    }
  }
}
