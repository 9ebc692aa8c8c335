import Foundation
import Testing
import VIPKitCore
import VIPKitSyntax

@testable import VIPKitSpies

/// The spies are written as the output is read, a batch at a time: what comes out must be
/// what one pass over the protocols, in input order, would write.
@Suite("Spies written as they are read")
struct SpyPartsTests {
  @Test("more spies than a batch: the head, then one part per spy, in input order")
  func batches() throws {
    let count = SpyParts.batchSize * 2 + 7
    let sources = (0..<count).map { index in
      SourceText(
        path: "P\(index).swift",
        text: "protocol Service\(index): AnyObject {\n  func run\(index)(value: Int) -> String\n}\n"
      )
    }
    let output = SpyGenerator.generate(sources)
    #expect(output.spyCount == count)
    let parts = output.parts.map { String(decoding: $0, as: UTF8.self) }
    #expect(parts.count == count + 1)
    #expect(parts.first?.hasPrefix(SpyGenerator.header) == true)
    for (index, part) in parts.dropFirst().enumerated() {
      #expect(part.contains("final class Service\(index)Spy: Service\(index) {"), "part \(index)")
    }
    // Each protocol alone gives the same spy: batching changes nothing in any of them.
    let alone = SpyGenerator.generate([sources[SpyParts.batchSize]])
    #expect(
      alone.parts.map { String(decoding: $0, as: UTF8.self) }.last == parts[SpyParts.batchSize + 1])
  }

  @Test("written to a file, the parts are the text, byte for byte; --check agrees")
  func fileMatchesText() throws {
    let sources = (0..<(SpyParts.batchSize + 3)).map { index in
      SourceText(
        path: "P\(index).swift", text: "protocol Port\(index) {\n  var value: Int { get }\n}\n")
    }
    let output = SpyGenerator.generate(sources)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-parts-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: file) }
    try FileOutput.write(bytes: output.parts, to: file)
    #expect(try String(contentsOf: file, encoding: .utf8) == output.text)
    #expect(FileOutput.matches(bytes: output.parts, fileAt: file))
    try (output.text + "// edited\n").write(to: file, atomically: true, encoding: .utf8)
    #expect(!FileOutput.matches(bytes: output.parts, fileAt: file))
  }
}
