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

  @Test("concurrentMap hands each result over once: none kept back, none leaked, none freed twice")
  func concurrentMapMovesResults() {
    final class Box: Sendable {
      let value: Int
      init(_ value: Int) { self.value = value }
    }
    var boxes = Array(0..<1_000).concurrentMap { Box($0) }
    #expect(boxes.map(\.value) == Array(0..<1_000))
    #expect(boxes.indices.allSatisfy { isKnownUniquelyReferenced(&boxes[$0]) })
    struct Watch {
      weak var box: Box?
    }
    let watches = [Watch(box: boxes.first), Watch(box: boxes.last)]
    boxes = []
    #expect(watches.allSatisfy { $0.box == nil }, "the results are freed with the array")
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

    // The same text again, in other pieces: the file is left as it was (same inode, same
    // date), so a build does not compile regenerated spies again.
    let before = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect(try FileOutput.write(["// head\nbo", "dy é\n"], to: file) == false)
    let after = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect(after[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int)
    #expect(after[.modificationDate] as? Date == before[.modificationDate] as? Date)
    // A prefix of it, or more than it, is new text: written.
    #expect(try FileOutput.write(["// head\n"], to: file))
    #expect(try String(contentsOf: file, encoding: .utf8) == "// head\n")
    #expect(try FileOutput.write(["// head\n", "more\n"], to: file))
    #expect(try String(contentsOf: file, encoding: .utf8) == "// head\nmore\n")
    #expect(try FileOutput.write(["new\n"], to: file))
    #expect(try String(contentsOf: file, encoding: .utf8) == "new\n")
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: file.deletingLastPathComponent().path)
    #expect(leftovers == ["Out.swift"], "no temporary file is left behind")
  }

  @Test(
    "write gathers many parts into chunks: the file is every part in order, compared across chunks")
  func writeInChunks() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-chunks-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Spies.swift")
    // Small parts across several chunks, then one part larger than a chunk.
    var parts = (0..<100_000).map { "// part \($0) é\n" }
    parts.append(String(repeating: "x", count: FileOutput.chunkSize + 17) + "\n")
    parts.append("// end\n")
    let text = parts.joined()
    #expect(text.utf8.count > 2 * FileOutput.chunkSize)
    #expect(try FileOutput.write(parts, to: file))
    #expect(try Data(contentsOf: file) == Data(text.utf8))
    #expect(FileOutput.matches(parts, fileAt: file))
    // The same text in other pieces is left alone; one byte changed past the first chunk is not.
    #expect(try FileOutput.write([text], to: file) == false)
    var changed = parts
    changed[99_999] = "// part 99999 e\n"
    #expect(try FileOutput.write(changed, to: file))
    #expect(try Data(contentsOf: file) == Data(changed.joined().utf8))
  }

  @Test("values kept until exit stay alive only where keeping is on (the executable)")
  func keptUntilExit() {
    final class Tracked: Sendable {}
    weak var freed: Tracked?
    weak var kept: Tracked?
    let off = KeptValues()
    let on = KeptValues()
    on.enable()
    do {
      let first = Tracked()
      let second = Tracked()
      freed = first
      kept = second
      off.add(first)
      on.add(second)
    }
    #expect(freed == nil, "not kept where keeping is off")
    #expect(kept != nil, "kept where keeping is on")
    // Tests run commands in this process: the process-wide keeping stays off here.
    #expect(!ProcessLifetime.keepsValues)
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

  @Test("the Swift files of a tree, sorted, without hidden folders or linked folders")
  func findsTheTree() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-tree-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let manager = FileManager.default
    for path in [
      "Sources/B/Z.swift", "Sources/B/a.swift", "Sources/A.swift", ".build/Gen.swift",
      "Sources/.hidden/H.swift", "Sources/.H.swift", "Sources/notes.md", "Sources/C/C.swiftx",
    ] {
      let url = folder.appendingPathComponent(path)
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try "// \(path)".write(to: url, atomically: true, encoding: .utf8)
    }
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("Sources/Linked.swift").path,
      withDestinationPath: folder.appendingPathComponent("Sources/A.swift").path)
    // A link back up the tree: followed, it would never end.
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("Sources/B/Loop").path,
      withDestinationPath: folder.appendingPathComponent("Sources").path)

    let found = SwiftFiles.findPaths([folder.path, folder.path + "/Missing"])
    let base = folder.path + "/"
    #expect(
      found.files.map { String($0.dropFirst(base.count)) } == [
        "Sources/A.swift", "Sources/B/Z.swift", "Sources/B/a.swift", "Sources/Linked.swift",
      ])
    #expect(found.missing == [folder.path + "/Missing"])
    // A file given by name is read whatever its name.
    #expect(SwiftFiles.findPaths([base + "Sources/notes.md"]).files == [base + "Sources/notes.md"])
    #expect(SwiftFiles.find([folder]).files.map(\.path) == found.files)
    #expect(LocalFiles.bytes(of: base + "Sources/Linked.swift") == Array("// Sources/A.swift".utf8))
    #expect(LocalFiles.bytes(of: base + "Sources/Nothing.swift") == nil)
    #expect(LocalFiles.bytes(of: base + "Sources") == nil, "a folder has no bytes to read")
  }

  @Test("a file is read whole, larger than any buffer, and an empty one as no bytes")
  func readsWholeFiles() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-read-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: file) }
    let large = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    try Data(large).write(to: file)
    #expect(LocalFiles.bytes(of: file.path) == large)
    try Data().write(to: file)
    #expect(LocalFiles.bytes(of: file.path) == [])
  }

  @Test("mutate's module cache: the package's own by its real path, else the user's")
  func reusedModuleCache() throws {
    let package = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-cache-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: package) }
    let caches = try #require(
      FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first)
    #expect(
      SharedModuleCache.reused(by: package).folder.path
        == caches.appendingPathComponent("vipkit/ModuleCache").path)
    // SwiftPM's layout: `.build/debug` links to the triple's folder.
    let real = package.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/ModuleCache")
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: package.appendingPathComponent(".build/debug").path,
      withDestinationPath: "x86_64-unknown-linux-gnu/debug")
    let reused = SharedModuleCache.reused(by: package)
    #expect(reused.folder.path == real.resolvingSymlinksInPath().path)
    #expect(!reused.folder.path.contains(".build/debug/"), "one path per module, never the link")
  }

  @Test("firstOffset finds a word anywhere, the last bytes included, and nothing past the end")
  func firstOffset() {
    func find(_ word: String, in text: String, from start: Int = 0) -> Int? {
      Array(text.utf8).withUnsafeBufferPointer {
        LocalFiles.firstOffset(of: Array(word.utf8), in: $0, from: start)
      }
    }
    #expect(find("protocol", in: "protocol P {}") == 0)
    #expect(find("protocol", in: "a protoco protocol") == 10)
    #expect(find("protocol", in: "ends in protocol") == 8)
    #expect(find("protocol", in: "ends in protoco") == nil)
    #expect(find("protocol", in: "protocol protocol", from: 1) == 9)
    #expect(find("protocol", in: "") == nil)
    #expect(find("aa", in: "xaaa", from: 2) == 2)
    #expect(find("", in: "abc", from: 1) == 1)
  }
}
