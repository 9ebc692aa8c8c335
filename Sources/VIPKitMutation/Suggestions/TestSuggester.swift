import Foundation
import VIPKitCore
import VIPKitSyntax

/// Finds, for each surviving mutant, the test that would have caught it (`TestSuggestion`),
/// by running the module's code in the scratch copy: a probe added to the test target tries
/// inputs on the code as written and with each mutant, and the tests written from its
/// findings are built and run once more before they are shown.
///
/// Works on a SwiftPM layout (`Sources/<Module>`, a test target under `Tests/` that imports
/// it, spies written by `vipkit spies` there). What it adds to the copy is removed after.
struct TestSuggester {
  /// The user's package: sources are read from here, as written (the copy holds the schema).
  let package: URL
  let scratch: URL
  let build: () -> ChildProcess.Outcome
  let binary: () throws(MutationRunner.Failure) -> TestBinary
  let progress: (String) -> Void

  /// The seconds one probe run or one suggested test may take: they call the code once per
  /// scenario, with spies that answer at once.
  static let timeLimit = 10.0

  /// A suggestion for each of `survivors`, by mutant id.
  func suggestions(for survivors: [Mutant]) -> [Int: TestSuggestion] {
    var result: [Int: TestSuggestion] = [:]
    let byModule = Dictionary(grouping: survivors) { Self.module(of: $0.file) }
    for (module, mutants) in byModule.sorted(by: { ($0.key ?? "") < ($1.key ?? "") }) {
      guard let module, let target = TestTarget.find(testing: module, in: scratch) else {
        for mutant in mutants {
          result[mutant.id] = TestSuggestion(
            code: nil, summary: TestSuggestion.summary(for: mutant, method: nil),
            framework: "swift-testing", verified: false)
        }
        continue
      }
      result.merge(suggestions(for: mutants, module: module, target: target)) { $1 }
    }
    return result
  }

  private func suggestions(for mutants: [Mutant], module: String, target: TestTarget)
    -> [Int: TestSuggestion]
  {
    let context = Self.context(module: module, package: package, target: target)
    var suggestions: [Int: TestSuggestion] = [:]
    var plans: [Int: SurvivorPlan] = [:]
    var templates: [Int: String] = [:]
    var gaps: [String: Int] = [:]
    var methods: [Int: String] = [:]
    for mutant in mutants {
      if mutant.operatorName == MutationOperators.weakToStrong {
        templates[mutant.id] = WeakReferenceTest.code(
          for: mutant, context: context, framework: target.framework,
          usesVIPKit: target.importsVIPKit)
        if templates[mutant.id] == nil {
          gaps["a weak property with no spy to put there", default: 0] += 1
        }
        continue
      }
      switch context.plan(for: mutant) {
      case .success(let plan): plans[mutant.id] = plan
      case .failure(let gap):
        gaps[gap.reason, default: 0] += 1
        methods[mutant.id] = gap.method
      }
    }
    let found =
      plans.isEmpty ? [:] : search(plans, mutants: mutants, module: module, target: target)
    var tests: [(survivor: Int, code: String)] = templates.map { ($0.key, $0.value) }
    for (id, finding) in found {
      guard let plan = plans[id], let mutant = mutants.first(where: { $0.id == id }) else {
        continue
      }
      tests.append(
        (
          id,
          TestWriter.code(for: mutant, plan: plan, finding: finding, framework: target.framework)
        ))
    }
    let checked = check(tests.sorted { $0.survivor < $1.survivor }, module: module, target: target)
    let unreached = gaps.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($1) \($0)" }
    progress(
      "\(module): \(plans.count + templates.count) of \(mutants.count) survivors reached by a "
        + "test's calls, \(tests.count) told apart from the code, \(checked.count) tests checked"
        + (unreached.isEmpty ? "." : "; not reached: " + unreached.joined(separator: ", ") + "."))
    for mutant in mutants {
      let method = plans[mutant.id]?.methodName ?? methods[mutant.id]
      let code = checked[mutant.id]
      let words =
        mutant.operatorName == MutationOperators.weakToStrong
        ? SurvivorWords.weakReference(mutant: mutant)
        : found[mutant.id].flatMap { finding in
          plans[mutant.id].map {
            SurvivorWords.sentence(mutant: mutant, plan: $0, finding: finding)
          }
        }
      let rungs =
        mutant.operatorName == MutationOperators.weakToStrong
        ? words.map { [$0] }
        : found[mutant.id].flatMap { finding in
          plans[mutant.id].map { SurvivorWords.rungs(mutant: mutant, plan: $0, finding: finding) }
        }
      suggestions[mutant.id] = TestSuggestion(
        code: code, summary: TestSuggestion.summary(for: mutant, method: method),
        framework: target.framework, verified: code != nil, words: words, rungs: rungs)
    }
    return suggestions
  }

  // MARK: - The search

  /// What a scenario showed: its code, what the code as written left, what differs.
  struct Finding {
    var code: [String]
    var reference: [(path: String, value: String)]
    var differing: [String]
    /// A second input, for a boundary: the one just beside it.
    var beside:
      (
        code: [String], reference: [(path: String, value: String)],
        inputs: [(name: String, value: String)]
      )? = nil
    /// The inputs the scenario changed, in words; none when the usual ones told it apart.
    var inputs: [(name: String, value: String)] = []
    /// What the code did with the mutant, where it differs (empty: it crashed or hung).
    var mutated: [(path: String, value: String)] = []
  }

  /// Runs every plan's scenarios on the code as written and with each mutant; the first
  /// scenario of each whose outcome differs.
  private func search(
    _ plans: [Int: SurvivorPlan], mutants: [Mutant], module: String, target: TestTarget
  ) -> [Int: Finding] {
    // Survivors of one method share its scenarios: one group each, run once on the code.
    var groupOf: [Int: Int] = [:]
    var groupKeys: [String] = []
    for (id, plan) in plans.sorted(by: { $0.key < $1.key }) {
      let key = "\(plan.typeName).\(plan.methodName)"
      if let index = groupKeys.firstIndex(of: key) {
        groupOf[id] = index
      } else {
        groupOf[id] = groupKeys.count
        groupKeys.append(key)
      }
    }
    var scenarios: [ProbeSource.Scenario] = []
    for (group, key) in groupKeys.enumerated() {
      guard
        let plan = plans.sorted(by: { $0.key < $1.key }).first(where: {
          "\($0.value.typeName).\($0.value.methodName)" == key
        })?.value
      else { continue }
      for scenario in plan.scenarios {
        scenarios.append(
          .init(
            survivor: group, plan: plan, code: plan.code(scenario), varied: plan.varied(scenario),
            inputs: plan.inputs(scenario)))
      }
    }
    var live = Set(groupOf.values)
    let file = target.folder.appendingPathComponent(ProbeSource.probeFile)
    defer { try? FileManager.default.removeItem(at: file) }
    let built = buildBlaming(file, live: &live, failure: "the probe added") { live in
      ProbeSource.probe(module: module, scenarios: scenarios.filter { live.contains($0.survivor) })
    }
    guard built, let tests = try? binary() else { return [:] }
    let probeName = TestName(library: .swiftTesting, id: "\(target.name).\(ProbeSource.probeTest)")
    let groups = scenarios.filter { live.contains($0.survivor) }.map(\.survivor)
    let reference = observe(tests, mutant: 0, survivors: live, groups: groups, only: probeName)
    var findings: [Int: Finding] = [:]
    let kept = scenarios.filter { live.contains($0.survivor) }
    // A method none of whose scenarios ran to the end on the code (it hangs or crashes
    // there) can teach nothing: its mutants are not run.
    let usable = Set(
      kept.indices.filter { reference[$0].map { !$0.crashed } ?? false }.map { kept[$0].survivor })
    for group in live.subtracting(usable).sorted() {
      progress(
        "No test for \(groupKeys[group]): none of its scenarios ended on the code as written "
          + "within \(Int(Self.timeLimit)) s (it hangs or crashes there); its mutants were not probed."
      )
    }
    for (id, group) in groupOf.sorted(by: { $0.key < $1.key })
    where live.contains(group) && usable.contains(group) {
      let mutated = observe(
        tests, mutant: id, survivors: [group], groups: groups, only: probeName)
      var crashFinding: Finding?
      var differingAt: [(scenario: ProbeSource.Scenario, finding: Finding)] = []
      for (offset, scenario) in kept.enumerated() where scenario.survivor == group {
        guard let expected = reference[offset], !expected.crashed else { continue }
        let actual = mutated[offset]
        let before = Dictionary(expected.values.map { ($0.path, $0.value) }) { first, _ in first }
        let after = Dictionary((actual?.values ?? []).map { ($0.path, $0.value) }) { first, _ in
          first
        }
        if actual == nil || actual?.crashed == true {
          if crashFinding == nil {
            crashFinding = Finding(
              code: scenario.code, reference: expected.values, differing: [],
              inputs: scenario.inputs)
          }
          continue
        }
        let differing = expected.values.map(\.path).filter { before[$0] != after[$0] }
        guard !differing.isEmpty else { continue }
        differingAt.append(
          (
            scenario,
            Finding(
              code: scenario.code, reference: expected.values, differing: differing,
              inputs: scenario.inputs,
              mutated: differing.map { ($0, after[$0] ?? "nothing") })
          ))
      }
      let mutant = mutants.first { $0.id == id }
      findings[id] =
        mutant.flatMap { Self.boundary(of: $0, among: differingAt) } ?? differingAt.first?.finding
      if findings[id] == nil, let crashFinding { findings[id] = crashFinding }
    }
    return findings
  }

  /// For a comparison with a number in it (`password.count >= 8`): the input on the number
  /// (a string of 8 characters, the 8 itself) that tells the mutant apart, with the one just
  /// beside it (7) as a second case.
  static func boundary(
    of mutant: Mutant, among found: [(scenario: ProbeSource.Scenario, finding: Finding)]
  ) -> Finding? {
    guard mutant.operatorName == "relational" || mutant.operatorName == "boundary" else {
      return nil
    }
    let before = mutant.diff.components(separatedBy: "  →  ").first ?? ""
    let numbers = before.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    func size(_ varied: String?) -> Int? {
      guard let varied else { return nil }
      if let number = Int(varied) { return number }
      guard varied.hasPrefix("\""), varied.hasSuffix("\""), varied.count >= 2 else { return nil }
      return varied.count - 2
    }
    for number in numbers {
      guard var on = found.first(where: { size($0.scenario.varied) == number })?.finding else {
        continue
      }
      let other = found.first { candidate in
        guard let value = size(candidate.scenario.varied),
          value == number - 1 || value == number + 1
        else { return false }
        let mine = Dictionary(on.reference.map { ($0.path, $0.value) }) { first, _ in first }
        return candidate.finding.reference.contains {
          mine[$0.path] != nil && mine[$0.path] != $0.value
        }
      }
      if let other {
        on.beside = (other.finding.code, other.finding.reference, other.finding.inputs)
      }
      return on
    }
    return nil
  }

  /// What one probe run printed for each scenario it ran (by its place in the probe).
  struct Observation {
    var values: [(path: String, value: String)] = []
    var crashed = true
  }

  /// Runs the probe with `mutant` on, for `survivors`; runs again past a scenario that
  /// crashed the process, so that one crash costs only its own scenario.
  private func observe(
    _ tests: TestBinary, mutant: Int, survivors: Set<Int>, groups: [Int], only: TestName
  ) -> [Int: Observation] {
    var observations: [Int: Observation] = [:]
    var from = 0
    for _ in 0..<12 {
      let run = tests.run(
        mutant: mutant, timeout: Self.timeLimit, only: [only],
        environment: [
          ProbeSource.survivorsVariable: survivors.map(String.init).joined(separator: ","),
          ProbeSource.fromVariable: String(from),
        ])
      var last = -1
      for line in run.output.split(separator: "\n") {
        if line.hasPrefix("VIPKIT-PROBE-BEGIN "), let offset = Int(line.dropFirst(19)) {
          observations[offset] = Observation()
          last = offset
        } else if line.hasPrefix("VIPKIT-PROBE-END "), let offset = Int(line.dropFirst(17)) {
          observations[offset]?.crashed = false
        } else if line.hasPrefix("VIPKIT-PROBE ") {
          let rest = line.dropFirst(13)
          guard let space = rest.firstIndex(of: " "), let offset = Int(rest[..<space]),
            let tab = rest.firstIndex(of: "\t")
          else { continue }
          let path = String(rest[rest.index(after: space)..<tab])
          observations[offset]?.values.append((path, String(rest[rest.index(after: tab)...])))
        }
      }
      // Ended, or ended in the middle of a scenario: go on after it (a crash), or after its
      // method's scenarios (a hang: each method spends the time limit once at most).
      guard last >= 0, observations[last]?.crashed == true else { break }
      from = last + 1
      if run.timedOut {
        while from < groups.count, groups[from] == groups[last] { from += 1 }
      }
      guard from < groups.count else { break }
    }
    return observations
  }

  // MARK: - The check

  /// Builds the suggested tests into the target and runs each on the code as written (it
  /// must pass) and with its mutant (it must fail): the code of those that do, by survivor.
  private func check(_ tests: [(survivor: Int, code: String)], module: String, target: TestTarget)
    -> [Int: String]
  {
    guard !tests.isEmpty else { return [:] }
    var live = Set(tests.map(\.survivor))
    let file = target.folder.appendingPathComponent(ProbeSource.testsFile)
    // Removed, not built again: a kept copy's next run builds anyway (its sync would remove
    // the file too).
    defer { try? FileManager.default.removeItem(at: file) }
    let built = buildBlaming(file, live: &live, failure: "the suggested tests") { live in
      ProbeSource.tests(
        module: module, framework: target.framework,
        tests: tests.filter { live.contains($0.survivor) }, importsVIPKit: target.importsVIPKit)
    }
    guard built, let binary = try? binary() else { return [:] }
    var checked: [Int: String] = [:]
    for test in tests where live.contains(test.survivor) {
      let name = TestWriter.testName(
        of: test.code, target: target.name, framework: target.framework)
      let onCode = binary.run(mutant: 0, timeout: Self.timeLimit, only: [name])
      // A hang (a spy of a student's that never returns) ends the check: what is left is
      // not shown, and no more time is spent on it.
      if onCode.timedOut { break }
      guard onCode.passed else { continue }
      let onMutant = binary.run(mutant: test.survivor, timeout: Self.timeLimit, only: [name])
      if onMutant.timedOut { break }
      if !onMutant.passed { checked[test.survivor] = test.code }
    }
    return checked
  }

  /// Writes `file` for the `live` survivors and builds; a survivor whose lines hold a
  /// compiler error is dropped and the rest built again (three rounds at most). Whether it
  /// built; an error elsewhere ends it, said with its first lines.
  private func buildBlaming(
    _ file: URL, live: inout Set<Int>, failure what: String,
    source: (Set<Int>) -> (text: String, lines: [Int: ClosedRange<Int>])
  ) -> Bool {
    let relative = String(file.path.dropFirst(scratch.standardizedFileURL.path.count + 1))
    for _ in 1...3 {
      let written = source(live)
      guard !live.isEmpty,
        (try? written.text.write(to: file, atomically: true, encoding: .utf8)) != nil
      else { return false }
      let outcome = build()
      if outcome.succeeded { return true }
      let errors = CompilerErrors.parse(outcome.output, root: scratch)
      let blamed = Set(
        errors.filter { $0.file == relative }
          .compactMap { error in written.lines.first { $0.value.contains(error.line) }?.key })
      guard !blamed.isEmpty else {
        progress(
          "No test could be suggested: the tests did not build with \(what).\n"
            + errors.prefix(3).map(\.text).joined(separator: "\n"))
        return false
      }
      live.subtract(blamed)
    }
    return false
  }

  // MARK: - The module and its tests

  /// `Sources/PasswordStrength/…` → `PasswordStrength`.
  static func module(of file: String) -> String? {
    let parts = file.split(separator: "/")
    guard parts.count >= 3, parts[0] == "Sources" else { return nil }
    return String(parts[1])
  }

  static func context(module: String, package: URL, target: TestTarget) -> SurvivorContext {
    let folder = package.appendingPathComponent("Sources").appendingPathComponent(module)
    var outlines: [String: SwiftOutline] = [:]
    var protocols: [String: ProtocolDecl] = [:]
    for path in FileTree.paths(under: folder) where path.hasSuffix(".swift") {
      guard
        let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
      else { continue }
      let source = SourceText(path: "Sources/\(module)/\(path)", bytes: Array(data))
      outlines[source.path] = SwiftOutline(source)
      for decl in DeclarationParser.protocols(in: source).protocols { protocols[decl.name] = decl }
    }
    return SurvivorContext(
      outlines: outlines, protocols: protocols,
      catalog: TypeCatalog(outlines: outlines.keys.sorted().compactMap { outlines[$0] }),
      spies: target.spies, testLiterals: target.literals)
  }
}

/// A spy class of the test target: generated by `vipkit spies` or written by hand.
struct SpyClass: Sendable {
  var name: String
  var properties: Set<String>
  /// Its settable stored properties with their types as written, spaces removed.
  var typedProperties: [(name: String, type: String)]
}

/// The test target that tests a module, as SwiftPM lays it out: its folder under `Tests/`,
/// its framework (the one most of its files import), its spies.
struct TestTarget {
  var name: String
  var folder: URL
  var framework: String
  var importsVIPKit: Bool
  var spies: [String: SpyClass]
  /// The literals the target's tests pass to each labelled argument (`presentStrength.maximum`
  /// → `["4"]`), in the order written: the values the domain allows together.
  var literals: [String: [String]] = [:]

  static func find(testing module: String, in root: URL) -> TestTarget? {
    let tests = root.appendingPathComponent("Tests")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: tests.path)) ?? []
    for name in names.sorted() {
      let folder = tests.appendingPathComponent(name)
      let files = FileTree.paths(under: folder).filter {
        $0.hasSuffix(".swift") && $0 != ProbeSource.probeFile && $0 != ProbeSource.testsFile
      }
      let sources = files.compactMap { path in
        FileManager.default.contents(atPath: folder.appendingPathComponent(path).path).map {
          SourceText(path: path, bytes: Array($0))
        }
      }
      let texts = sources.map { $0.text(0..<$0.bytes.count) }
      guard
        texts.contains(where: {
          $0.contains("import \(module)\n") || $0.contains("import \(module) ")
        })
      else { continue }
      let xctest = texts.filter { $0.contains("import XCTest") }.count
      let testing = texts.filter { $0.contains("import Testing") }.count
      var spies: [String: SpyClass] = [:]
      for source in sources {
        for type in SwiftOutline(source).types
        where type.keyword == "class" && type.name.hasSuffix("Spy") {
          let spy = SpyClass(
            name: type.name, properties: Set(type.properties.map(\.name)),
            typedProperties: type.properties.filter { !$0.isLet && $0.isStored }.compactMap {
              property in
              property.type.map { (property.name, $0.replacingOccurrences(of: " ", with: "")) }
            })
          for inherited in type.inherited where spies[inherited] == nil { spies[inherited] = spy }
        }
      }
      return TestTarget(
        name: name, folder: folder, framework: xctest > testing ? "xctest" : "swift-testing",
        importsVIPKit: texts.contains { $0.contains("import VIPKit\n") }, spies: spies,
        literals: ArgumentLiterals.read(sources))
    }
    return nil
  }
}
