import Testing

@testable import VIPKitScene

/// How add-use-case finds where new lines go in a file the team edited.
@Suite("Additions carried into an edited file")
struct LineDiffTests {
  static let old = ["protocol P {", "  func a()", "}", "", "final class C {", "  func a() {}", "}"]
  static let new = [
    "protocol P {", "  func a()", "  func b()", "}", "", "final class C {", "  func a() {}",
    "  func b() {}", "}",
  ]

  @Test("the additions of a template, put into a file with edits elsewhere")
  func carried() throws {
    let insertions = try #require(LineDiff.insertions(from: Self.old, to: Self.new))
    #expect(insertions.map(\.lines) == [["  func b()"], ["  func b() {}"]])
    let edited = ["// Ours.", "import Foundation"] + Self.old + ["", "extension C {}"]
    #expect(
      LineDiff.apply(insertions, to: edited)
        == ["// Ours.", "import Foundation"] + Self.new + ["", "extension C {}"])
  }

  @Test("a file changed where an addition goes has drifted: nothing is applied")
  func drifted() throws {
    let insertions = try #require(LineDiff.insertions(from: Self.old, to: Self.new))
    var edited = Self.old
    edited[1] = "  func a() // renamed soon"
    #expect(LineDiff.apply(insertions, to: edited) == nil)
  }

  @Test("two additions a line apart both go in; a repeated block is extended after its last")
  func closeAndRepeated() throws {
    let old = ["a", "b", "", "c", "d"]
    let new = ["a", "b", "X", "", "Y", "c", "d"]
    let insertions = try #require(LineDiff.insertions(from: old, to: new))
    #expect(LineDiff.apply(insertions, to: ["// ours"] + old) == ["// ours"] + new)

    // Two use cases' methods end alike: the new one goes after the last of them.
    let edited = ["  func f() {", "    end()", "  }", "  func g() {", "    end()", "  }", "}"]
    let added = try #require(
      LineDiff.insertions(
        from: ["    end()", "  }", "}"], to: ["    end()", "  }", "  func h() {}", "}"]))
    let result = try #require(LineDiff.apply(added, to: edited))
    #expect(Array(result.suffix(3)) == ["  }", "  func h() {}", "}"])
    #expect(result.count == edited.count + 1)
  }

  @Test("a change that removes lines is not an addition")
  func notAnAddition() {
    #expect(LineDiff.insertions(from: Self.old, to: Array(Self.old.dropLast())) == nil)
  }
}
