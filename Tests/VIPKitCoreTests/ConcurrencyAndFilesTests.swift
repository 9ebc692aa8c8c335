import Foundation
import Testing

@testable import VIPKitCore

@Suite("Parallel map and streamed files")
struct ConcurrencyAndFilesTests {
  @Test("concurrentMap gives map's results, in map's order")
  func concurrentMapKeepsOrder() {
    let input = Array(0..<10_000)
    #expect(input.concurrentMap { $0 * 3 + 1 } == input.map { $0 * 3 + 1 })
    #expect([Int]().concurrentMap { $0 }.isEmpty)
    #expect([7].concurrentMap { "\($0)" } == ["7"])
  }

  @Test("write puts the parts in order, replacing the file; matches and prefix read them back")
  func writeMatchAndPrefix() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-files-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("nested/Out.swift")
    try FileOutput.write(["// head\n", "", "body é\n"], to: file)
    #expect(try String(contentsOf: file, encoding: .utf8) == "// head\nbody é\n")
    #expect(FileOutput.matches(["// head\nbody é\n"], fileAt: file))
    #expect(FileOutput.matches(["// he", "ad\nbody é\n"], fileAt: file))
    #expect(!FileOutput.matches(["// head\n"], fileAt: file), "a longer file does not match")
    #expect(!FileOutput.matches(["// head\nbody é\nmore"], fileAt: file))
    #expect(FileOutput.prefix(of: file, count: 7) == Array("// head".utf8))
    #expect(FileOutput.prefix(of: folder.appendingPathComponent("missing"), count: 3) == nil)

    try FileOutput.write(["new\n"], to: file)
    #expect(try String(contentsOf: file, encoding: .utf8) == "new\n")
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: file.deletingLastPathComponent().path)
    #expect(leftovers == ["Out.swift"], "no temporary file is left behind")
  }

  @Test("a folder named like a Swift file (GRDB.swift) is searched, never read as a file")
  func folderNamedLikeAFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-find-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let inner = folder.appendingPathComponent("Package.swift/Sources")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    try "struct A {}".write(
      to: inner.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    try "".write(to: folder.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
    let found = SwiftFiles.find([folder])
    #expect(found.files.map(\.lastPathComponent) == ["B.swift", "A.swift"])
    #expect(found.missing.isEmpty)
  }
}
