/// The Swift the suggestion search adds to the target's tests: the probe, which runs every
/// scenario of every survivor and prints what the spies, the object and the result hold
/// afterwards; and the suggested tests themselves, for their check.
enum ProbeSource {
  /// The variable that lists the survivors a probe run covers, and the first scenario to run.
  static let survivorsVariable = "VIPKIT_PROBE"
  static let fromVariable = "VIPKIT_PROBE_FROM"
  static let probeFile = "VIPKitSurvivorProbe.swift"
  static let testsFile = "VIPKitSuggestedTests.swift"
  static let probeTest = "vipkitSurvivorProbe()"

  /// One scenario of one survivor, with the plan it runs.
  struct Scenario {
    var survivor: Int
    var plan: SurvivorPlan
    var code: [String]
    /// The input this scenario changed from the usual ones.
    var varied: String?
    /// What it changed, in words (`SurvivorPlan.inputs`).
    var inputs: [(name: String, value: String)] = []
  }

  /// The probe file; `lines` gives each survivor's first and last line in it.
  static func probe(module: String, scenarios: [Scenario]) -> (
    text: String, lines: [Int: ClosedRange<Int>]
  ) {
    var text = """
      // Written by vipkit mutate to find a test for each surviving mutant; removed after.
      // swift-format-ignore-file
      import Foundation
      import Testing
      @testable import \(module)

      @Test @MainActor func \(probeTest.dropLast(2))() async {
        let environment = ProcessInfo.processInfo.environment
        let wanted = Set((environment["\(survivorsVariable)"] ?? "").split(separator: ",").map(String.init))
        let from = Int(environment["\(fromVariable)"] ?? "") ?? 0
        for (offset, entry) in vipkitProbeTable().enumerated() where offset >= from && wanted.contains(entry.0) {
          vipkitEmit("VIPKIT-PROBE-BEGIN \\(offset)")
          for line in await entry.1() { vipkitEmit("VIPKIT-PROBE \\(offset) \\(line)") }
          vipkitEmit("VIPKIT-PROBE-END \\(offset)")
        }
      }

      private func vipkitEmit(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\\n").utf8))
      }

      private func vipkitLiteral(_ value: Any) -> String? {
        switch value {
        case let value as String: return String(reflecting: value)
        case let value as Bool: return String(value)
        case let value as Int: return String(value)
        case let value as Int64: return String(value)
        case let value as Int32: return String(value)
        case let value as UInt: return String(value)
        case let value as Double: return value.isFinite ? "\\(value)" : nil
        case let value as Float: return value.isFinite ? "\\(value)" : nil
        default: return nil
        }
      }

      private func vipkitObserve(_ value: Any, _ path: String, _ afterOptional: Bool, _ out: inout [String]) {
        if let literal = vipkitLiteral(value) { out.append(path + "\\t" + literal); return }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional?:
          guard let wrapped = mirror.children.first?.value else { out.append(path + "\\tnil"); return }
          vipkitObserve(wrapped, path, true, &out)
        case .tuple?, .struct?:
          guard path.count < 300 else { return }
          for (offset, child) in mirror.children.enumerated() {
            var label = child.label ?? "\\(offset)"
            if label.hasPrefix(".") { label.removeFirst() }
            guard !label.hasPrefix("_") else { continue }
            vipkitObserve(child.value, path + (afterOptional ? "?." : ".") + label, false, &out)
          }
        case .collection?:
          let items = mirror.children.map { vipkitLiteral($0.value) }
          if items.count <= 8, !items.contains(where: { $0 == nil }) {
            out.append(path + "\\t[" + items.compactMap { $0 }.joined(separator: ", ") + "]")
          }
        case .enum?:
          if mirror.children.isEmpty, value is any Equatable, !(value is any CustomStringConvertible) {
            out.append(path + "\\t." + String(describing: value))
          }
        default: break
        }
      }

      // What a spy recorded: a generated spy's counts and last arguments, or any property of
      // a spy written by hand but its stubs (what the test sets, not what the code did).
      private func vipkitObserveSpy(_ spy: AnyObject, _ name: String, _ stubs: Set<String>, _ out: inout [String]) {
        for child in Mirror(reflecting: spy).children {
          guard let label = child.label, !label.hasPrefix("_"), !stubs.contains(label),
            !["Invocations", "Closure", "ReturnValue", "ThrowableError"].contains(where: label.hasSuffix),
            label != "callRecorder"
          else { continue }
          vipkitObserve(child.value, name + "." + label, false, &out)
        }
      }

      private func vipkitObserveObject(_ object: Any, _ readable: Set<String>, _ out: inout [String]) {
        for child in Mirror(reflecting: object).children {
          guard let label = child.label, readable.contains(label) else { continue }
          vipkitObserve(child.value, "sut." + label, false, &out)
        }
      }

      """
    var lines: [Int: ClosedRange<Int>] = [:]
    var table: [String] = []
    for (offset, scenario) in scenarios.enumerated() {
      let first = text.split(separator: "\n", omittingEmptySubsequences: false).count
      let plan = scenario.plan
      text += "@MainActor private func vipkitProbe\(offset)() async -> [String] {\n"
      for line in scenario.code { text += "  \(line)\n" }
      text += "  var out: [String] = []\n"
      for spy in plan.spies {
        let stubs = (plan.stubs[spy] ?? []).map { String(reflecting: $0) }.joined(separator: ", ")
        text += "  vipkitObserveSpy(\(spy), \"\(spy)\", [\(stubs)], &out)\n"
      }
      if plan.hasResult { text += "  vipkitObserve(result as Any, \"result\", false, &out)\n" }
      if !plan.readable.isEmpty, plan.lines.first.map(Self.buildsObject) == true {
        let names = plan.readable.map { String(reflecting: $0) }.joined(separator: ", ")
        text += "  vipkitObserveObject(sut, [\(names)], &out)\n"
      }
      text += "  return out\n}\n"
      let last = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
      lines[scenario.survivor] = (lines[scenario.survivor]?.lowerBound ?? first)...last
      table.append("(\"\(scenario.survivor)\", vipkitProbe\(offset))")
    }
    text += """

      @MainActor private func vipkitProbeTable() -> [(String, @MainActor () async -> [String])] {
        [\(table.joined(separator: ",\n    "))]
      }

      """
    return (text, lines)
  }

  private static func buildsObject(_ line: SurvivorPlan.Line) -> Bool {
    if case .text(let text) = line.pieces.first { return text.hasPrefix("let sut = ") }
    return false
  }

  /// The file of suggested tests, for their check; `lines` gives each survivor's lines.
  static func tests(
    module: String, framework: String, tests: [(survivor: Int, code: String)], importsVIPKit: Bool
  ) -> (text: String, lines: [Int: ClosedRange<Int>]) {
    var text = """
      // Written by vipkit mutate to check its suggested tests; removed after.
      // swift-format-ignore-file
      import Foundation
      import \(framework == "xctest" ? "XCTest" : "Testing")
      \(importsVIPKit ? "import VIPKit\n" : "")@testable import \(module)

      """
    var lines: [Int: ClosedRange<Int>] = [:]
    for test in tests {
      let first = text.split(separator: "\n", omittingEmptySubsequences: false).count
      text += test.code + "\n\n"
      let last = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
      lines[test.survivor] = first...last
    }
    return (text, lines)
  }
}
