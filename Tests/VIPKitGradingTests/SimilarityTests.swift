import Foundation
import Testing
import VIPKitCore
import VIPKitCourse

@testable import VIPKitCLI
@testable import VIPKitGrading

/// The similarity report: what hides a copy and what does not, on single files, then on the
/// class of `Fixtures/SimilarityClass`: ten students, two exercises, in each a source and four
/// copies of it (renamed; reordered and moved to another file; padded with dead statements;
/// restructured) beside five honest solutions of the same task. Every submission there passes
/// the exercise's grading (checked by hand with `vipkit grade --class`, see Docs/grading.md).
@Suite("Similarity: fingerprints that survive disguise, ranked per exercise")
struct SimilarityTests {
  static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let kit = here.deletingLastPathComponent().deletingLastPathComponent()
  static let fixtureClass = here.appendingPathComponent("Fixtures/SimilarityClass")
  /// Who copied whom, per exercise: the students who share a source.
  static let planted = [
    2: ["ada", "ben", "cai", "dee", "eve"], 8: ["fay", "gus", "hal", "ivy", "jon"],
  ]

  static let source = """
    final class Counter {
      var total = 0
      func add(_ value: Int, times: Int) -> Int {
        var result = total
        for step in 0..<times {
          result += value * step
        }
        total = result
        return result
      }
      func reset(to start: Int) {
        if start > 10 { total = 10 } else { total = start }
      }
    }
    """

  static func hashes(_ files: [(String, String)]) -> Set<UInt64> {
    Set(CodeFingerprints(files: files.map { ($0.0, Array($0.1.utf8)) }).marks.map(\.hash))
  }

  @Test("renaming the student's own names and changing literals changes no fingerprint")
  func renamed() {
    let renamed = Self.source
      .replacingOccurrences(of: "Counter", with: "Tally")
      .replacingOccurrences(of: "total", with: "sum")
      .replacingOccurrences(of: "result", with: "r")
      .replacingOccurrences(of: "step", with: "i")
      .replacingOccurrences(of: "value", with: "amount")
      .replacingOccurrences(of: "10", with: "99")
      .replacingOccurrences(of: "    ", with: "\t")
    #expect(Self.hashes([("A.swift", Self.source)]) == Self.hashes([("B.swift", renamed)]))
  }

  /// Found in review: `?.` is an operator token, and the member after it was taken for the
  /// student's variable of the same name.
  @Test("a member after ?. stays as written when the student's variable of that name is renamed")
  func optionalChainMember() {
    let original =
      "func run() { let presenter = Spy(); box?.presenter = presenter; box!.presenter = presenter }"
    let renamed = original.replacingOccurrences(of: "= presenter", with: "= p")
      .replacingOccurrences(of: "let presenter", with: "let p")
    #expect(Self.hashes([("A.swift", original)]) == Self.hashes([("A.swift", renamed)]))
  }

  @Test("members and argument labels are the API's: renaming one is a change")
  func apiNamesKept() {
    let calls =
      "func run() { let x = Box(); x.presenter = Spy(); x.evaluate(request: Request(password: name)) }"
    let other = calls.replacingOccurrences(of: ".presenter", with: ".router")
    let labels = calls.replacingOccurrences(of: "password:", with: "email:")
    #expect(Self.hashes([("A.swift", calls)]) != Self.hashes([("A.swift", other)]))
    #expect(Self.hashes([("A.swift", calls)]) != Self.hashes([("A.swift", labels)]))
  }

  @Test("dead statements (discards, prints, variables only they read) are left out")
  func deadStatements() {
    let padded = Self.source
      .replacingOccurrences(
        of: "    var result = total\n",
        with: "    var result = total\n    let unused = result * 2\n    _ = unused\n"
      )
      .replacingOccurrences(
        of: "    total = result\n",
        with:
          "    var tries = 0\n    total = result\n    tries += 1\n    if tries < 0 { print(\"never\") }\n"
      )
      .replacingOccurrences(of: "  func reset", with: "  private let verbose = false\n  func reset")
    #expect(Self.hashes([("A.swift", Self.source)]) == Self.hashes([("A.swift", padded)]))
    // A variable that is read is kept.
    let used = Self.source.replacingOccurrences(
      of: "    total = result\n", with: "    let doubled = result * 2\n    total = doubled\n")
    #expect(Self.hashes([("A.swift", Self.source)]) != Self.hashes([("A.swift", used)]))
  }

  /// Found in review: a variable read only by the next one's declaration, and so on, took one
  /// pass per link (quadratic in a hostile submission); the whole chain still goes.
  @Test("a chain of variables that only dead code reads is left out, in any order")
  func deadChain() {
    let links = (1...400).map { "    let v\($0) = v\($0 - 1) + 1\n" }
    let chain = "    let v0 = 1\n" + links.reversed().joined() + "    _ = v400\n"
    let padded = Self.source.replacingOccurrences(
      of: "    total = result\n", with: "    total = result\n" + chain)
    #expect(Self.hashes([("A.swift", Self.source)]) == Self.hashes([("A.swift", padded)]))
  }

  @Test("functions reordered and moved to another file keep nearly every fingerprint")
  func movedBetweenFiles() {
    let lines = Self.source.split(separator: "\n", omittingEmptySubsequences: false)
    let add = lines[2...9].joined(separator: "\n")
    let reset = lines[10...12].joined(separator: "\n")
    let main = "final class Counter {\n  var total = 0\n" + reset + "\n}\n"
    let moved = "extension Counter {\n" + add + "\n}\n"
    let original = Self.hashes([("A.swift", Self.source)])
    let split = Self.hashes([("A.swift", main), ("A+Add.swift", moved)])
    let kept = Double(original.intersection(split).count) / Double(original.count)
    #expect(kept >= 0.8, "\(kept)")
  }

  @Test("winnowing keeps a fingerprint in every window and none twice")
  func winnowing() {
    let runs: [UInt64] = [77, 74, 42, 17, 98, 50, 17, 98, 8, 88, 67, 39, 77, 74, 42, 17, 98]
    let kept = CodeFingerprints.winnow(runs)
    #expect(kept == kept.sorted() && Set(kept).count == kept.count)
    for start in 0...(runs.count - CodeFingerprints.window) {
      #expect(kept.contains { (start..<(start + CodeFingerprints.window)).contains($0) })
    }
    // The smallest of a window, the rightmost of equals.
    #expect(kept.contains(3) && kept.contains(6) && kept.contains(8))
  }

  @Test("a submission with nothing beyond the starter is listed, never paired")
  func starterOnly() {
    let starter = [("Sources/A.swift", Array(Self.source.utf8))]
    let mine = Self.source.replacingOccurrences(
      of: "  func reset", with: "  func double() -> Int { total * 2 + total }\n  func reset")
    let compared = ClassSimilarity.compare(
      number: 1, title: "t", given: [starter],
      submissions: [
        .init(student: "lazy", files: starter), .init(student: "also-lazy", files: starter),
        .init(student: "busy", files: [("Sources/A.swift", Array(mine.utf8))]),
      ])
    #expect(compared.exercise.starterOnly == ["also-lazy", "lazy"])
    #expect(compared.exercise.compared == 1 && compared.exercise.pairs.isEmpty)
  }

  @Test("groups join students through any flagged pair")
  func groups() {
    func pair(_ a: String, _ b: String) -> SimilarityReport.Pair {
      .init(first: a, second: b, score: 0.9, shared: 9, firstOwn: 10, secondOwn: 10)
    }
    let groups = ClassSimilarity.groups(of: [pair("c", "d"), pair("a", "b"), pair("b", "e")])
    #expect(groups == [["a", "b", "e"], ["c", "d"]])
  }

  // MARK: - The class

  static func classReport() throws -> [ClassSimilarity.Compared] {
    let course = try Course(root: kit)
    let plan = try Grader(course: course, options: .init(cache: kit)) { _ in }.plan()
      .filter { planted.keys.contains($0.0.number) }
    let students = try ClassRoster.load(fixtureClass, roster: nil).students
    return ClassSimilarity.compare(students: students, plan: plan)
  }

  @Test("the class: every pair that shares a source ranks above every honest pair")
  func classRanking() throws {
    for compared in try Self.classReport() {
      let exercise = compared.exercise
      let group = Set(Self.planted[exercise.number] ?? [])
      var shared: [Double] = []
      var honest: [Double] = [0]
      let students = Array(compared.code.keys).sorted()
      for (index, a) in students.enumerated() {
        for b in students[(index + 1)...] {
          let score =
            exercise.pairs.first { Set([$0.first, $0.second]) == Set([a, b]) }?.score ?? 0
          if group.contains(a) && group.contains(b) {
            shared.append(score)
          } else {
            honest.append(score)
          }
        }
      }
      #expect(shared.count == 10, "exercise \(exercise.number): every student compared")
      #expect(
        shared.min()! > honest.max()!,
        "exercise \(exercise.number): lowest copy pair \(shared.min()!), highest honest \(honest.max()!)"
      )
      #expect(exercise.groups == [group.sorted()], "exercise \(exercise.number)")
    }
  }

  @Test("grade similarity writes the CSV, the JSON, a page per flagged pair, and reads only")
  func command() throws {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-similarity-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let before = ClassGrader.fingerprint(Self.fixtureClass, exercises: [2, 8])
    let console = Console(out: { _ in }, error: { _ in }, errorIsTerminal: false)
    let code = VIPKitCommandLine.run(
      [
        "grade", "similarity", "--class", Self.fixtureClass.path, "--out", output.path,
        "--course", Self.kit.path, "--exercise", "2", "--exercise", "8",
      ], console: console, environment: [:], currentDirectory: Self.kit)
    #expect(code == .success)
    #expect(ClassGrader.fingerprint(Self.fixtureClass, exercises: [2, 8]) == before)
    let csv = try String(
      contentsOf: output.appendingPathComponent("similarity.csv"), encoding: .utf8)
    let rows = CSV.rows(csv)
    #expect(rows.first?.first == "exercise")
    // The highest pair of each exercise is a planted one, and has its page.
    for number in [2, 8] {
      let top = try #require(rows.dropFirst().first { $0[0] == String(format: "%02d", number) })
      #expect(Self.planted[number]!.contains(top[1]) && Self.planted[number]!.contains(top[2]))
      let page = try String(contentsOf: output.appendingPathComponent(top[8]), encoding: .utf8)
      #expect(page.contains("<mark>") && !page.contains("<script"))
    }
    let report = try JSONDecoder().decode(
      SimilarityReport.self,
      from: Data(contentsOf: output.appendingPathComponent("similarity.json")))
    #expect(report.exercises.map(\.groups.count) == [1, 1])
    // Without --class: a usage error.
    let usage = VIPKitCommandLine.run(
      ["grade", "similarity", "--course", Self.kit.path], console: console, environment: [:],
      currentDirectory: Self.kit)
    #expect(usage == .usage)
  }

  @Test("two pairs whose names make the same file name get a page each")
  func pageNamesApart() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-similarity-names-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let students = root.appendingPathComponent("class")
    try FileManager.default.createDirectory(at: students, withIntermediateDirectories: true)
    // "ada x" and "ada_x" hand in the same as ada, so both pair with ben: one file name.
    for (name, from) in [("ada x", "ada"), ("ada_x", "ada"), ("ben", "ben")] {
      try FileManager.default.copyItem(
        at: Self.fixtureClass.appendingPathComponent(from),
        to: students.appendingPathComponent(name))
    }
    let course = try Course(root: Self.kit)
    let plan = try Grader(course: course, options: .init(cache: Self.kit)) { _ in }.plan()
      .filter { $0.0.number == 2 }
    let output = root.appendingPathComponent("out")
    let written = try ClassSimilarityOutput.write(
      students: try ClassRoster.load(students, roster: nil).students, plan: plan, to: output)
    let pages = written.report.exercises[0].pairs.compactMap(\.page)
    #expect(pages.count == 3 && Set(pages).count == 3, "\(pages)")
    for page in pages {
      #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(page).path))
    }
  }

  @Test("a pair page escapes the students' code and names")
  func pageEscapes() {
    let hostile =
      "let html = \"<script>alert(1)</script>\" // </pre>\nfunc go() { print(html, html, html, 1) }\n"
    let other = hostile.replacingOccurrences(of: "html", with: "page")
    let compared = ClassSimilarity.compare(
      number: 3, title: "<b>t</b>", given: [],
      submissions: [
        .init(student: "<img src=x>", files: [("A.swift", Array(hostile.utf8))]),
        .init(student: "b", files: [("A.swift", Array(other.utf8))]),
      ])
    let pair = compared.exercise.pairs[0]
    let page = SimilarityPage.pair(pair, exercise: compared.exercise, code: compared)
    #expect(!page.contains("<script>") && !page.contains("<img") && !page.contains("<b>t"))
    #expect(page.contains("&lt;script&gt;"))
    #expect(
      SimilarityPage.fileName(exercise: 3, "<img src=x>", "../b") == "03-_img_src_x_--.._b.html")
  }
}
