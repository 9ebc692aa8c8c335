import Foundation
import Testing

/// A starter's test that fails on purpose to send the student somewhere must not send them
/// where that failure stops them: exercise 08's told them to run `vipkit mutate .`, whose
/// baseline then failed on that very test ("the tests fail before anything is mutated").
@Suite("Starters' failing tests send the student somewhere that works")
struct StarterMessageTests {
  @Test("a placeholder that points at vipkit mutate says to delete it first")
  func mutateAfterDeleting() throws {
    let exercises = Binary.kitRoot.appendingPathComponent("Exercises")
    var checked = 0
    var wrong: [String] = []
    let enumerator = FileManager.default.enumerator(at: exercises, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift", url.path.contains("/Tests/"),
        !url.path.contains("/.build/")
      else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      for record in text.components(separatedBy: "Issue.record(").dropFirst()
      where record.prefix(600).contains("vipkit mutate") {
        checked += 1
        let message = String(record.prefix(600))
        guard let delete = message.range(of: "Delete this test"),
          let mutate = message.range(of: "vipkit mutate"), delete.lowerBound < mutate.lowerBound
        else {
          wrong.append(url.lastPathComponent)
          continue
        }
      }
    }
    #expect(checked >= 1, "exercise 08's placeholder is the case this guards")
    #expect(wrong.isEmpty, "\(wrong)")
  }
}
