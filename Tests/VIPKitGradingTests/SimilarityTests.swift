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

  static func hashes(_ files: [(String, String)], vocabulary: Set<String> = []) -> Set<UInt64> {
    CodeFingerprints(files: files.map { ($0.0, Array($0.1.utf8)) }, vocabulary: vocabulary)
      .allHashes
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
  @Test(
    "a course's member after ?. stays as written when the student's variable of that name is renamed"
  )
  func optionalChainMember() {
    let original =
      "func run() { let presenter = Spy(); box?.presenter = presenter; box!.presenter = presenter }"
    let renamed = original.replacingOccurrences(of: "= presenter", with: "= p")
      .replacingOccurrences(of: "let presenter", with: "let p")
    let course: Set<String> = ["presenter", "Spy"]
    #expect(
      Self.hashes([("A.swift", original)], vocabulary: course)
        == Self.hashes([("A.swift", renamed)], vocabulary: course))
  }

  /// Found on the labelled benchmark: a copy that renamed its own response's fields
  /// (`.canLogIn` to `.isSendable`) kept every line and scored 25% with its source, since
  /// every member was compared as written.
  @Test("a member the student declared is theirs to rename; the course's stay as written")
  func ownMembers() {
    let original = """
      struct Form { let canLogIn: Bool }
      func show(_ form: Form) { view.isEnabled = form.canLogIn; presenter?.present(form.canLogIn) }
      """
    let renamed = original.replacingOccurrences(of: "canLogIn", with: "isSendable")
    let course: Set<String> = ["view", "isEnabled", "presenter", "present"]
    #expect(
      Self.hashes([("A.swift", original)], vocabulary: course)
        == Self.hashes([("A.swift", renamed)], vocabulary: course))
    let api = original.replacingOccurrences(of: ".isEnabled", with: ".isHidden")
    #expect(
      Self.hashes([("A.swift", original)], vocabulary: course)
        != Self.hashes([("A.swift", api)], vocabulary: course))
  }

  @Test("members stay as written; argument labels, the student's or the API's, are left out")
  func apiNamesKept() {
    let calls =
      "func run() { let x = Box(); x.presenter = Spy(); x.evaluate(request: Request(password: name)) }"
    let other = calls.replacingOccurrences(of: ".presenter", with: ".router")
    let labels = calls.replacingOccurrences(of: "password:", with: "email:")
    #expect(Self.hashes([("A.swift", calls)]) != Self.hashes([("A.swift", other)]))
    #expect(Self.hashes([("A.swift", calls)]) == Self.hashes([("A.swift", labels)]))
  }

  /// Found on the class of `Fixtures/SimilarityClass`: a copy that renamed its helper
  /// `score(of:)` to `points(for:)` kept every line and scored 62%, since the label at every
  /// call broke the runs around it.
  @Test("a student's own function renamed with its labels, at its declaration and every call")
  func ownLabelsRenamed() {
    let original = """
      func score(of password: String) -> Int { password.count }
      func check() { let a = score(of: "abc"); let b = score(of: "abcd"); use(a, b) }
      """
    let renamed = """
      func points(for pw: String) -> Int { pw.count }
      func check() { let a = points(for: "abc"); let b = points(for: "abcd"); use(a, b) }
      """
    #expect(Self.hashes([("A.swift", original)]) == Self.hashes([("A.swift", renamed)]))
  }

  @Test("spellings that mean the same are one: guard and if-not, var and let, self., modifiers")
  func sameMeaning() {
    let original = """
      final class Counter {
        private var total = 0
        func add(_ value: Int) -> Int {
          guard isOpen else { return total }
          self.total += value
          return self.total
        }
      }
      """
    let rewritten = """
      class Counter {
        var total = 0
        public func add(_ value: Int) -> Int {
          if !isOpen { return total }
          total += value;
          total
        }
      }
      """
    let a = Self.hashes([("A.swift", original)])
    let b = Self.hashes([("A.swift", rewritten)])
    #expect(a == b)
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

  /// Found on the labelled benchmark: a copy padded by hand with `debugPrint`, multi-line
  /// `if`s that only log, and helpers nobody calls scored 62% with its source.
  @Test("logging blocks and private functions nothing calls are left out; a called one is kept")
  func deadBlocks() {
    let padded = Self.source
      .replacingOccurrences(
        of: "    var result = total\n",
        with: """
              var result = total
              debugPrint("adding", value)
              if times < 0 {
                print("never")
                dump(result)
              }

          """
      )
      .replacingOccurrences(
        of: "  func reset",
        with: """
            private func debugSummary(of value: Int) -> String {
              let text = "value: \\(value)"
              return text + String(total)
            }
            func reset
          """)
    #expect(Self.hashes([("A.swift", Self.source)]) == Self.hashes([("A.swift", padded)]))
    // A private function something calls is code.
    let kept = padded.replacingOccurrences(
      of: "    total = result\n", with: "    total = debugSummary(of: result).count\n")
    #expect(Self.hashes([("A.swift", Self.source)]) != Self.hashes([("A.swift", kept)]))
    #expect(Self.hashes([("A.swift", kept)]).count > Self.hashes([("A.swift", Self.source)]).count)
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

  static func side(_ text: String, given: Set<UInt64> = []) -> SharedCode.Side {
    SharedCode.Side(
      prints: CodeFingerprints(files: [("A.swift", Array(text.utf8))]), given: given)
  }

  @Test("a shared run shorter than a passage is not shared code; a copied function is")
  func passages() {
    let idiom = "func a() { guard let x = y else { return }; go(x) }"
    let other = "func b() { guard let z = w else { return }; stop(z) }"
    #expect(SharedCode(Self.side(idiom), in: Self.side(other)).tokens == 0)
    let copied = SharedCode(Self.side(Self.source), in: Self.side(Self.source + "\n" + other))
    #expect(copied.count == 1 && copied.tokens == Self.side(Self.source).ownCount)
  }

  /// Found on the labelled benchmark: two honest test files with a table of tuples each
  /// (numbers compared by kind) shared 45 tokens in one passage, and were flagged.
  @Test("a shape repeated within a submission counts once")
  func repeatedShapes() {
    let rows = (0..<20).map { "(\($0), 4, 0.\($0))" }.joined(separator: ", ")
    let other = (0..<20).map { "(\($0 + 7), 9, 1.\($0))" }.joined(separator: ", ")
    let a = Self.side("func f() -> Int {\n  let cases = [\(rows)]\n  return cases.count\n}")
    let b = Self.side("func g() -> Int {\n  let table = [\(other)]\n  return table.count\n}")
    // Over 150 tokens, of which the function around the table and its first row count.
    #expect(a.prints.files[0].tokens.count > 150)
    #expect(a.ownCount < 40, "\(a.ownCount)")
    #expect(SharedCode(a, in: b).tokens <= a.ownCount)
  }

  @Test("code the course gives is nobody's own, and a short submission counts as leastOwn tokens")
  func ownCode() {
    let given = CodeFingerprints(files: [("A.swift", Array(Self.source.utf8))]).allHashes
    #expect(Self.side(Self.source, given: given).ownCount == 0)
    #expect(SharedCode.score(shared: 20, of: 30) == 20.0 / Double(SharedCode.leastOwn))
    #expect(SharedCode.score(shared: 150, of: 200) == 0.75)
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
        // Found in review: a change shorter than a passage was listed as "nothing beyond the
        // starter"; it is compared (it can share nothing, but it is not the starter).
        .init(
          student: "little",
          files: [
            ("Sources/A.swift", Array(Self.source.replacingOccurrences(of: "10", with: "11").utf8))
          ]),
      ])
    #expect(compared.exercise.starterOnly == ["also-lazy", "lazy"])
    #expect(compared.exercise.compared == 2 && compared.exercise.pairs.isEmpty)
  }

  @Test("groups join students through any flagged pair")
  func groups() {
    func pair(_ a: String, _ b: String) -> SimilarityReport.Pair {
      .init(
        first: a, second: b, view: .renamed, score: 0.9, shared: 90, passages: 2,
        firstOwn: 100, secondOwn: 100, scores: ["renamed": 0.9], isFlagged: true)
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

  /// 02 leaves little to choose: once the starter and the course's solution are left out, a
  /// submission has 70 to 100 tokens of its own. The restructured copy (formatters set up in
  /// `init`, a helper nested, another inlined, an `if` made a ternary) shares 7 of them with
  /// its source, the renamed one 55 (under the 60 a flag needs): too little to tell from two
  /// honest students, and the report prefers missing a copy to flagging an honest student.
  static let missed = [2: ["ben", "eve"]]

  @Test("the class: no honest pair flagged, every copy in its source's group but two in 02")
  func classRanking() throws {
    for compared in try Self.classReport() {
      let exercise = compared.exercise
      let group = Set(Self.planted[exercise.number] ?? [])
      let found = group.subtracting(Self.missed[exercise.number] ?? [])
      #expect(exercise.compared == 10, "exercise \(exercise.number): every student compared")
      #expect(exercise.groups == [found.sorted()], "exercise \(exercise.number)")
      // Every flagged pair is a planted one.
      for pair in exercise.pairs where pair.isFlagged {
        #expect(found.contains(pair.first) && found.contains(pair.second), "\(pair)")
      }
      // The lines come from the class: ten students are enough to set them.
      for view in exercise.views {
        #expect(view.line.fromClass && view.line.score >= SimilarityLine.floor)
      }
    }
  }

  /// Students who follow the same hints can write the same code token for token once names
  /// are set aside: the renamed view sees nothing of their own, and only what they chose
  /// freely (names, texts) tells a copy apart. Found on the labelled benchmark, where exact
  /// copies of a test file scored 15% with their source.
  @Test(
    "an exact copy of code the whole class writes alike is found as written, honest pairs are not")
  func viewsOfAConvergentClass() {
    /// The same function in every submission, each student's names and texts their own.
    func student(_ index: Int) -> [(path: String, bytes: [UInt8])] {
      let names = (0..<12).map { "v\(index)x\($0)" }
      let lines = (1..<12).map {
        "    let \(names[$0]) = \(names[$0 - 1]) * 2 + \(names[$0 - 1])"
      }
      let code = """
        final class Scorer {
          func score(_ input: String) -> Int {
            let \(names[0]) = input.count
        \(lines.joined(separator: "\n"))
            guard \(names[11]) >= 8 else { return 0 }
            return \(names[11]) > 0 ? 2 : 1
          }
          func label(_ points: Int) -> String {
            ["Weak \(index)", "Fair \(index)", "Good \(index)"][min(points, 2)]
          }
        }
        """
      return [("Sources/Scorer.swift", Array(code.utf8))]
    }
    let compared = Self.classWithACopy(of: student)
    #expect(compared.exercise.groups == [["copy", "s2"]])
    let pair = compared.exercise.pairs.first
    #expect(pair?.view == .asWritten && pair?.isFlagged == true)
    #expect(compared.exercise.pairs.filter(\.isFlagged).count == 1)
  }

  /// Students who follow the same hints can write the same code token for token, names
  /// included: then only how each typed it (line breaks, spacing, blank lines, comments)
  /// tells an exact copy apart. Found on the labelled benchmark: exact copies and copies padded
  /// with dead code in 06, 08 and 12 whose source had no tokens the class did not share.
  @Test("an exact copy of code the class writes token for token alike is found as typed")
  func layoutOfAConvergentClass() {
    /// The same statements, names and all, in each student's own layout.
    func student(_ index: Int) -> [(path: String, bytes: [UInt8])] {
      let indent = String(repeating: " ", count: 2 + index % 4)
      let lines = (1..<16).map { line in
        let statement = [
          "let a\(line) = a\(line - 1) * 2 + 1", "let a\(line) = a\(line - 1)*2+1",
          "let a\(line) = a\(line - 1) * 2+1",
        ][(line + index) % 3]
        let blank = line % (index + 2) == 0 ? "\n" : ""
        return indent + indent + statement + blank
      }
      let code =
        "final class Scorer {\n\(indent)func score(_ input: String) -> Int {\n"
        + "\(indent)\(indent)let a0 = input.count\n" + lines.joined(separator: "\n")
        + "\n\(indent)\(indent)return a15\n\(indent)}\n}\n"
      return [("Sources/Scorer.swift", Array(code.utf8))]
    }
    let compared = Self.classWithACopy(of: student)
    #expect(compared.exercise.groups == [["copy", "s2"]])
    let flagged = compared.exercise.pairs.filter(\.isFlagged)
    #expect(flagged.count == 1 && flagged.first?.view == .asTyped)
    // As written, every submission is the same: nothing of their own to compare.
    #expect(
      compared.exercise.pairs.allSatisfy {
        ($0.scores[SimilarityView.asWritten.rawValue] ?? 0) == 0
      })
  }

  /// Eight students, `s0` to `s7`, and `copy`, who handed in `s2`'s files.
  static func classWithACopy(
    of student: (Int) -> [(path: String, bytes: [UInt8])]
  ) -> ClassSimilarity.Compared {
    var submissions = (0..<8).map {
      ClassSimilarity.Submission(student: "s\($0)", files: student($0))
    }
    submissions.append(.init(student: "copy", files: submissions[2].files))
    return ClassSimilarity.compare(number: 1, title: "t", given: [], submissions: submissions)
  }

  @Test("the line: the class's middle and spread set it; a few shared tokens never flag")
  func line() {
    // A class where honest pairs share 0–10% and one pair 90%.
    let honest = (0..<44).map { Double($0 % 11) / 100 }
    let line = SimilarityLine(scores: honest + [0.9], students: 10)
    #expect(line.fromClass && line.median < 0.1)
    #expect(line.flags(score: 0.9, shared: 200) && !line.flags(score: 0.9, shared: 20))
    #expect(!line.flags(score: 0.3, shared: 200))
    // An exercise that leaves little to choose: honest pairs share 30–40%; 45% is usual there.
    let tight = SimilarityLine(
      scores: (0..<45).map { 0.3 + Double($0 % 11) / 100 }, students: 10)
    #expect(tight.score > 0.45 && !tight.flags(score: 0.45, shared: 200))
    // Too few students to say what is usual: the fixed line.
    let small = SimilarityLine(scores: [0.2, 0.6], students: 3)
    #expect(!small.fromClass && small.score == SimilarityLine.fixed)
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
    let column = try #require(rows.first?.firstIndex(of: "page"))
    // The highest pair of each exercise is a planted one, and has its page.
    for number in [2, 8] {
      let top = try #require(rows.dropFirst().first { $0[0] == String(format: "%02d", number) })
      #expect(Self.planted[number]!.contains(top[1]) && Self.planted[number]!.contains(top[2]))
      let page = try String(
        contentsOf: output.appendingPathComponent(top[column]), encoding: .utf8)
      #expect(page.contains("<mark>") && !page.contains("<script"))
      // The page says why: how much is shared and how that stands against the class.
      #expect(page.contains("Flagged: ") && page.contains("spreads above the exercise"))
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
