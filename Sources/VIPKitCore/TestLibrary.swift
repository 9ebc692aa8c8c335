import Foundation

/// The two test libraries a package's test binary holds, and how to run each one directly.
///
/// This is the one place that knows how a built test binary is launched on each platform.
/// On Linux, SwiftPM builds `<Package>PackageTests.xctest` as an executable that runs XCTest
/// by default and Swift Testing with `--testing-library swift-testing` (verified with Swift
/// 6.3.1). On macOS the `.xctest` is a bundle: XCTest runs through `xcrun xctest`, and Swift
/// Testing has no documented way to run a bundle directly, so it goes through
/// `swift test --skip-build` (documented on both platforms). The macOS paths are not verified
/// here (no macOS on this project's machines); `Docs/architecture.md` says so.
package enum TestLibrary: String, Sendable, CaseIterable, Codable {
  case xctest = "XCTest"
  case swiftTesting = "Swift Testing"

  /// The exit status of a Swift Testing run that found no test (`EX_UNAVAILABLE`): it means
  /// "none of this kind", never "failing".
  package static let noTestsStatus: Int32 = 69

  /// The command that runs this library's tests from `binary`, followed by `arguments`
  /// (XCTest: `Class` or `Class/testMethod` selectors; Swift Testing: its own options).
  package func command(binary: String, _ arguments: [String] = []) -> [String] {
    switch self {
    case .xctest:
      #if os(macOS)
        return ["xcrun", "xctest"] + xctestSelectorArguments(arguments) + [binary]
      #else
        return [binary] + arguments
      #endif
    case .swiftTesting:
      #if os(macOS)
        // `swift build --show-bin-path` gives `<package>/.build/<triple>/debug`.
        let package = URL(fileURLWithPath: binary).deletingLastPathComponent()
          .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return [
          "swift", "test", "--skip-build", "--disable-xctest", "--package-path", package.path,
        ] + arguments
      #else
        return [binary, "--testing-library", "swift-testing"] + arguments
      #endif
    }
  }

  #if os(macOS)
    /// `xcrun xctest -XCTest Class/test bundle`: selectors go before the bundle, behind `-XCTest`.
    private func xctestSelectorArguments(_ arguments: [String]) -> [String] {
      arguments.isEmpty ? [] : ["-XCTest", arguments.joined(separator: ",")]
    }
  #endif

  /// The test binary SwiftPM built in `package` (`<Package>PackageTests.xctest`); `nil` when
  /// there is none (no test target, or no build yet). Found in `.build/debug`, the link
  /// SwiftPM makes to the debug build folder of the host's triple after each build, or else
  /// through `swift build --show-bin-path`, which SwiftPM documents on both platforms but
  /// which loads the package's manifest to say it (0.2 s: a mutation run asks after each of
  /// its builds).
  package static func builtBinary(in package: URL, environment: [String: String]? = nil)
    -> String?
  {
    func bundle(in folder: String) -> String? {
      (try? FileManager.default.contentsOfDirectory(atPath: folder))?
        .first(where: { $0.hasSuffix(".xctest") }).map { folder + "/" + $0 }
    }
    let linked = package.appendingPathComponent(".build/debug").path
    if let found = bundle(in: linked) { return found }
    let binPath = ChildProcess.run(
      "swift", ["build", "--show-bin-path"], in: package, environment: environment)
    guard binPath.succeeded else { return nil }
    return bundle(in: binPath.output.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Whether an output line reports a failing test, as either library prints it while it
  /// runs: XCTest's `Test Case '…' failed (…)`, Swift Testing's `✘ Test … recorded an issue`
  /// or `✘ Test … failed after …` (a known issue is printed otherwise, and is no failure).
  /// Colours are ignored.
  package static func reportsFailure(_ line: Substring) -> Bool {
    let text = line.contains("\u{1B}") ? Substring(withoutEscapes(line)) : line
    if text.hasPrefix("Test Case '") { return text.contains("' failed (") }
    if xctestAssertion(in: text) != nil { return true }
    guard text.hasPrefix("✘ Test "), !text.hasPrefix("✘ Test run ") else { return false }
    return text.contains(" recorded an issue") || text.contains(" failed after ")
  }

  /// The test an XCTest assertion line names (`Class.testMethod`), printed as the assertion
  /// fails: `File.swift:12: error: Class.testMethod : XCTAssertEqual failed: …`
  /// (`-[Module.Class testMethod]` on macOS). A test that fails in a loop prints thousands
  /// before its `Test Case '…' failed` line: the first one is enough to know.
  package static func xctestAssertion(in line: Substring) -> String? {
    guard let marker = line.range(of: ": error: ") else { return nil }
    let rest = line[marker.upperBound...]
    guard let end = rest.range(of: " : ") else { return nil }
    let name = xctestName(rest[..<end.lowerBound])
    let pieces = name.split(separator: ".")
    guard pieces.count == 2, !name.contains(" "),
      pieces.allSatisfy({ $0.first?.isLetter == true || $0.first == "_" })
    else { return nil }
    return name
  }

  /// What `test` (as a run's failing-test line names it: `Class.testMethod`, or Swift
  /// Testing's display name) said when it failed, at most `limit` messages, each as
  /// `xctestMessage` or `withoutFolders` gives it.
  package static func failureMessages(of test: String, in output: String, limit: Int = 3)
    -> [String]
  {
    var messages: [String] = []
    let issue = "✘ Test \(test) recorded an issue"
    for raw in output.split(separator: "\n") where messages.count < limit {
      let line = raw.contains("\u{1B}") ? Substring(withoutEscapes(raw)) : raw
      if xctestAssertion(in: line) == test {
        messages.append(xctestMessage(line))
      } else if line.hasPrefix(issue) {
        var message = line.dropFirst(issue.count)
        if message.hasPrefix(" at ") { message = message.dropFirst(4) }
        messages.append(withoutFolders(message.drop { $0 == " " || $0 == ":" }))
      }
    }
    return messages
  }

  /// `LoginTests.swift:12: XCTAssertEqual failed: ("1") is not equal to ("2")` from XCTest's
  /// `/path/LoginTests.swift:12: error: LoginTests.testX : XCTAssertEqual failed: …`.
  package static func xctestMessage(_ line: Substring) -> String {
    guard let marker = line.range(of: ": error: ") else { return String(line) }
    let place = line[..<marker.lowerBound].split(separator: "/").last.map(String.init) ?? ""
    var message = line[marker.upperBound...]
    if let separator = message.range(of: " : ") { message = message[separator.upperBound...] }
    // XCTest ends an assertion without a message of its own with " - ".
    var text = String(message)
    while text.hasSuffix(" -") || text.hasSuffix(" ") { text.removeLast() }
    return place.isEmpty ? text : "\(place): \(text)"
  }

  /// A line that starts with a Swift file's path (`/tmp/ws/Tests/T.swift:3:9: error: …`)
  /// without the folders before the file's name (`T.swift:3:9: error: …`): they are the
  /// grader's, not the student's. Escapes go too.
  package static func withoutFolders(_ line: Substring) -> String {
    let text = line.contains("\u{1B}") ? withoutEscapes(line) : String(line)
    guard let file = text.range(of: ".swift:"),
      let slash = text[..<file.lowerBound].lastIndex(of: "/")
    else { return text }
    return String(text[text.index(after: slash)...])
  }

  /// An XCTest test as its lines name it, the same on both platforms: `Class.testMethod`
  /// (`-[Module.Class testMethod]` on macOS).
  package static func xctestName(_ reported: Substring) -> String {
    guard reported.hasPrefix("-["), reported.hasSuffix("]") else { return String(reported) }
    let parts = reported.dropFirst(2).dropLast().split(separator: " ")
    guard parts.count == 2, let type = parts[0].split(separator: ".").last else {
      return String(reported)
    }
    return "\(type).\(parts[1])"
  }

  /// `line` without terminal escape sequences (`ESC [ … letter`): Swift Testing colours its
  /// output even into a pipe.
  package static func withoutEscapes(_ line: Substring) -> String {
    var result = ""
    var inEscape = false
    for character in line {
      if inEscape {
        if character.isLetter { inEscape = false }
      } else if character == "\u{1B}" {
        inEscape = true
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// Whether a run of this library found no test of its kind: Swift Testing's exit status 69
  /// (or its "0 tests" summary), XCTest's last summary line "Executed 0 tests".
  package static func foundNoTests(_ library: TestLibrary, _ outcome: ChildProcess.Outcome)
    -> Bool
  {
    switch library {
    case .swiftTesting:
      return outcome.status == noTestsStatus
        || (outcome.status == 0 && outcome.output.contains("Test run with 0 tests"))
    case .xctest:
      return outcome.status == 0 && xctestSummary(in: outcome.output)?.tests == 0
    }
  }

  /// XCTest's last summary line, `Executed 7 tests, with 2 failures (0 unexpected) in …`,
  /// as numbers: the last one counts every test run (a suite's own line comes before it).
  package static func xctestSummary(in output: String) -> (tests: Int, failures: Int)? {
    guard
      let line = output.split(separator: "\n").last(where: { $0.contains("Executed ") }),
      let executed = line.range(of: "Executed ")
    else { return nil }
    let words = line[executed.upperBound...].split(separator: " ")
    guard words.count >= 3, let tests = Int(words[0]), words[2].hasPrefix("with"),
      words.count >= 4, let failures = Int(words[3])
    else { return nil }
    return (tests, failures)
  }
}
