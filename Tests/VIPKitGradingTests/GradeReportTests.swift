import Foundation
import Testing
import VIPKitCore

@testable import VIPKitGrading

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("The grade's output formats")
struct GradeReportTests {
  /// One exercise with a passing and a failing check, one that does not compile.
  let report = GradeReport(
    submission: "class/ada",
    exercises: [
      ExerciseGrade(
        number: 1, name: "01-the-vip-cycle", title: "The VIP cycle", status: .graded,
        items: [
          ItemGrade(
            title: "Wiring", maximum: 50,
            checks: [
              CheckGrade(
                name: "every link is wired", testID: "P.S/wired()", score: 25, maximum: 25,
                passed: true, explanation: []),
              CheckGrade(
                name: "no leaks <&>", testID: "P.S/noLeaks()", score: 0, maximum: 25,
                passed: false,
                explanation: ["SceneTests.swift:9: Retain cycle: Presenter.view → View\u{1}"]),
            ])
        ]),
      ExerciseGrade(
        number: 2, name: "02-the-presenter", title: "The presenter", status: .doesNotCompile,
        items: [
          ItemGrade(
            title: "Official tests", maximum: 50,
            checks: [
              CheckGrade(
                name: "Official tests", score: 0, maximum: 50, passed: false,
                explanation: ["The code does not compile."])
            ])
        ], compilerErrors: ["Sources/P/P.swift:3:9: error: cannot find 'x' in scope"]),
    ])

  @Test("the total is the sum of the checks, and the percentage follows")
  func totals() {
    #expect(report.score == 25)
    #expect(report.maximum == 100)
    #expect(report.percent == 25)
  }

  @Test("an item's points are shared among its tests in hundredths that add up exactly")
  func exactShares() {
    #expect(Points.shares(of: 100, among: 3) == [33.34, 33.33, 33.33])
    #expect(Points.shares(of: 7.5, among: 4) == [1.88, 1.88, 1.87, 1.87])
    #expect(Points.shares(of: 10, among: 0).isEmpty)
    for points in [100.0, 7.5, 1200, 33.33, 1] {
      for count in 1...60 {
        let shares = Points.shares(of: points, among: count)
        let hundredths = shares.map { Int(($0 * 100).rounded()) }
        #expect(shares.map { Points.rounded($0) } == shares, "a share is in hundredths")
        #expect(
          hundredths.reduce(0, +) == Int((points * 100).rounded()),
          "\(points) among \(count): \(shares)")
        #expect((hundredths.max() ?? 0) - (hundredths.min() ?? 0) <= 1)
      }
    }
  }

  @Test("text: a table per exercise, each lost point explained, the compiler's errors, a total")
  func text() {
    let text = report.text(style: .plain)
    #expect(text.contains("✘ 01  The VIP cycle"))
    #expect(text.contains("      Wiring") && text.contains("25 / 50"))
    #expect(text.contains("− 25  no leaks <&>"))
    #expect(text.contains("Retain cycle: Presenter.view → View"))
    #expect(text.contains("cannot find 'x' in scope"))
    #expect(text.hasSuffix("Total: 25 / 100 (25%)"))
  }

  @Test("JUnit: one test case per check, failures escaped for XML")
  func junit() throws {
    let xml = report.junit()
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == 3)
    #expect(xml.components(separatedBy: "<failure ").count - 1 == 2)
    #expect(xml.contains("no leaks &lt;&amp;&gt;"))
    #expect(!xml.contains("\u{1}"))
    #expect(xml.contains("cannot find &apos;x&apos; in scope"))
    let document = try XMLDocument(data: Data(xml.utf8))
    #expect(try document.nodes(forXPath: "//testsuite").count == 2)
  }

  @Test("Gradescope: score, and tests with name, score, max_score, status, output, visibility")
  func gradescope() throws {
    let data = Data(try JSONOutput.encode(GradescopeResults(report)).utf8)
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(document["score"] as? Double == 25)
    let tests = try #require(document["tests"] as? [[String: Any]])
    #expect(tests.count == 3)
    #expect(tests[0]["name"] as? String == "01 The VIP cycle › Wiring › every link is wired")
    #expect(tests[1]["status"] as? String == "failed")
    #expect(tests[1]["max_score"] as? Double == 25)
    #expect((tests[2]["output"] as? String)?.contains("cannot find 'x'") == true)
    #expect(tests.allSatisfy { $0["visibility"] as? String == "visible" })
  }

  @Test("JSON: versioned, with rounded scores per exercise and item")
  func json() throws {
    let data = Data(try JSONOutput.encode(report).utf8)
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(document["version"] as? Int == 1)
    #expect(document["percent"] as? Double == 25)
    let exercises = try #require(document["exercises"] as? [[String: Any]])
    #expect(exercises[1]["status"] as? String == "does-not-compile")
    #expect(exercises[0]["score"] as? Double == 25)
  }
}

@Suite("The test framework's event stream")
struct EventRecordTests {
  @Test("a test passes on its ended event; known issues do not count; torn lines are skipped")
  func parse() {
    let stream = """
      {"kind":"test","payload":{"kind":"function","id":"M.S/a()/F.swift:3:4","displayName":"a"},"version":0}
      {"kind":"event","payload":{"kind":"issueRecorded","testID":"M.S/a()/F.swift:3:4","issue":{"isKnown":true},"messages":[]},"version":0}
      {"kind":"event","payload":{"kind":"issueRecorded","testID":"M.S/b()/F.swift:9:4","issue":{"isKnown":false,"sourceLocation":{"fileID":"M/F.swift","line":10}},"messages":[{"symbol":"fail","text":"Expectation failed: 1 == 2"}]},"version":0}
      {"kind":"event","payload":{"kind":"testEnded","testID":"M.S/a()/F.swift:3:4"},"version":0}
      {"kind":"event","payload":{"kind":"testEnd
      """
    let records = EventRecord.parse(Data(stream.utf8))
    #expect(records.count == 3)
    #expect(records[0].testID == "M.S/a()")
    #expect(records[0].name == "a")
    #expect(records[1].message == "F.swift:10: Expectation failed: 1 == 2")
    #expect(records[2].kind == .ended)
  }

  @Test("only a trailing source location is stripped from a test's identifier")
  func stripLocation() {
    #expect(EventRecord.stripLocation("M.S/f(x:)/File.swift:10:4") == "M.S/f(x:)")
    #expect(EventRecord.stripLocation("M.S/f()") == "M.S/f()")
  }
}
