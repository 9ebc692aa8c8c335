import Foundation
import Testing
import VIPKitTestSupport

@testable import VIPKitMutation

/// `vipkit mutate` on packages tested with XCTest, as most iOS code is: XCTest alone, XCTest
/// beside Swift Testing, and a test target with no test at all.
@Suite("Mutation testing of XCTest packages", .serialized, .scenario(.mutation))
struct XCTestPackageScenarios {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")
  static let weak = fixtures.appendingPathComponent("XCTestLogin")

  /// What the weak suite does not check: the invalid form's error and its boundary (on
  /// either side: 8 characters and 7), the
  /// attempts counted, loading, what is passed to the worker and the presenter, the wrong
  /// credentials' error, and everything the presenter does but the welcome's text.
  static let weakSuiteGaps = [
    "guard !request.email.isEmpty, request.password.count >= 8 else {  →  guard !request.email.isEmpty, request.password.count > 8 else {",
    "guard !request.email.isEmpty, request.password.count >= 8 else {  →  guard !request.email.isEmpty, request.password.count >= 7 else {",
    #"presenter?.presentError(message: "Enter your email and a password of 8 characters.")  →  (removed)"#,
    #"presenter?.presentError(message: "Enter your email and a password of 8 characters.")  →  presenter?.presentError(message: "")"#,
    "attempts += 1  →  attempts -= 1",
    "presenter?.presentLoading(isLoading: true)  →  (removed)",
    "presenter?.presentLoading(isLoading: true)  →  presenter?.presentLoading(isLoading: false)",
    #"let name = worker.login(email: request.email, password: request.password)  →  let name = worker.login(email: "", password: request.password)"#,
    #"let name = worker.login(email: request.email, password: request.password)  →  let name = worker.login(email: request.email, password: "")"#,
    "presenter?.presentLoading(isLoading: false)  →  (removed)",
    "presenter?.presentLoading(isLoading: false)  →  presenter?.presentLoading(isLoading: true)",
    #"presenter?.presentWelcome(name: name)  →  presenter?.presentWelcome(name: "")"#,
    #"presenter?.presentError(message: "Wrong email or password.")  →  (removed)"#,
    #"presenter?.presentError(message: "Wrong email or password.")  →  presenter?.presentError(message: "")"#,
    "public weak var viewController: LoginDisplayLogic?  →  public var viewController: LoginDisplayLogic?",
    "viewController?.displayLoading(isLoading)  →  (removed)",
    "viewController?.displayLoading(isLoading)  →  viewController?.displayLoading(!(isLoading))",
    #"viewController?.displayMessage(viewModel: .init(message: "Welcome, \(name)!", isError: false))  →  viewController?.displayMessage(viewModel: .init(message: "Welcome, \(name)!", isError: true))"#,
    "viewController?.displayMessage(viewModel: .init(message: message, isError: true))  →  (removed)",
    "viewController?.displayMessage(viewModel: .init(message: message, isError: true))  →  viewController?.displayMessage(viewModel: .init(message: message, isError: false))",
  ]

  @Test("XCTest only, weak suite: exactly the gaps of the suite survive, the package untouched")
  func weakSuite() throws {
    let before = try Snapshot(of: Self.weak)
    let result = try MutationRunner(options: .sharingModules(Self.weak)) { _ in }.run()
    #expect(try Snapshot(of: Self.weak) == before, "the fixture's files changed")
    // A gap is a survivor, or a mutant no test even reaches (no test calls the view).
    #expect(
      result.mutants.filter { $0.status == .survived || $0.status == .noCoverage }.map(\.diff)
        == Self.weakSuiteGaps)
    #expect(
      result.mutants.filter { $0.status == .noCoverage }.map(\.diff)
        == Self.weakSuiteGaps.filter {
          $0.hasPrefix("viewController?.display") && !$0.contains("Welcome")
        })
    #expect(result.mutants.filter { $0.status == .killed }.count == 5)
    #expect(result.mutants.allSatisfy { $0.status != .unviable && $0.status != .pending })
    try ReportFormatTests.checkEveryFormat(
      MutationReport(package: "Login", result: result), package: Self.weak)
  }

  @Test("XCTest only, strong suite (@MainActor classes, async setUp): every mutant killed")
  func strongSuite() throws {
    let strong = try Scratch(copying: Self.weak)
    try strong.overlay(Self.fixtures.appendingPathComponent("XCTestLogin-strong"))
    let result = try MutationRunner(options: .sharingModules(strong.url)) { _ in }.run()
    #expect(result.mutants.count == 25)
    #expect(result.mutants.filter { $0.status != .killed }.map(\.diff) == [])
  }

  @Test("XCTest and Swift Testing in one package: the mutants either library kills are killed")
  func mixedSuite() throws {
    let mixed = try Scratch(copying: Self.weak)
    try mixed.overlay(Self.fixtures.appendingPathComponent("XCTestLogin-mixed"))
    let result = try MutationRunner(options: .sharingModules(mixed.url)) { _ in }.run()
    let killedBySwiftTesting = [
      "viewController?.displayLoading(isLoading)  →  (removed)",
      "viewController?.displayLoading(isLoading)  →  viewController?.displayLoading(!(isLoading))",
      "viewController?.displayMessage(viewModel: .init(message: message, isError: true))  →  (removed)",
      "viewController?.displayMessage(viewModel: .init(message: message, isError: true))  →  viewController?.displayMessage(viewModel: .init(message: message, isError: false))",
    ]
    #expect(
      result.mutants.filter { $0.status == .survived }.map(\.diff)
        == Self.weakSuiteGaps.filter { !killedBySwiftTesting.contains($0) })
    // Killers from both libraries, each under the test file that declares it.
    let report = MutationReport(package: "Login", result: result)
    try ReportFormatTests.checkEveryFormat(report, package: mixed.url)
    let killers = Set(result.mutants.flatMap(\.killedBy))
    #expect(
      killers.contains { $0.contains("SwiftTesting") } && killers.contains { $0.contains("/test") },
      "\(killers)")
  }

  @Test("a test target with no test at all is a clear error, not a failing baseline")
  func noTests() throws {
    let empty = try Scratch(copying: Self.weak)
    for file in ["LoginInteractorTests.swift", "LoginPresenterTests.swift"] {
      try FileManager.default.removeItem(
        at: empty.url.appendingPathComponent("Tests/LoginTests/\(file)"))
    }
    #expect {
      try MutationRunner(options: .sharingModules(empty.url)) { _ in }.run()
    } throws: { error in
      guard case MutationRunner.Failure.input(let message, _) = error else { return false }
      return message.contains("holds no test, neither XCTest nor Swift Testing")
    }
  }
}
