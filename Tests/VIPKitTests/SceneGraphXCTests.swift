import VIPKit
import XCTest

/// The graph drawn from an XCTest test is the one drawn from Swift Testing: both compare with
/// the same files in `Graphs/`.
final class SceneGraphXCTests: XCTestCase {
  @MainActor func testTheDrawingsAreTheSameFiles() async throws {
    let graph = try XCTUnwrap(GraphGolden.twoCycleGraph())
    for drawing in GraphGolden.Drawing.allCases {
      let (actual, expected) = try GraphGolden.compare(drawing, of: graph)
      XCTAssertEqual(actual, expected, "Graphs/\(drawing.fileName) differs")
    }
  }
}
