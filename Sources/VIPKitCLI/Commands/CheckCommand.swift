import Foundation
import VIPKitCheck
import VIPKitCore

/// `vipkit check`: the VIP rules, checked statically, each finding with its reason and fix.
enum CheckCommand {
  static let spec = CommandSpec(
    name: "check",
    abstract: "Check the VIP rules in Swift sources, each finding with its fix.",
    discussion: """
      Recognises each type's role (view, interactor, presenter, worker, router, configurator) \
      from its name and the protocols it conforms to, then checks the rules VIP001 to VIP020: \
      the cycle runs one way, the presenter formats and the interactor decides, the view \
      routes, workers do the I/O, back-references are weak and captures never unowned, roles \
      meet through protocols. Only the VIP scenes \
      found are judged (types tied together by Clean Swift protocols or by an interactor \
      holding its presenter); with none, nothing is reported. Comments and strings \
      are never read as code. Switch a rule off for a line with \
      `// vipkit:disable-next-line VIP007 -- <why>` (the reason is required). Exits 1 when \
      something is found. With --project and --target (or --scheme), the files are exactly \
      the Xcode target's. Docs/check.md explains every rule.
      """,
    arguments: [
      ArgumentSpec(
        "path", help: "Swift files or folders (default: the current package's Sources).",
        optional: true, repeating: true)
    ],
    options: [
      rule, disable, format,
      .output.explained("Write the report there instead of to standard output."),
      baseline, writeBaseline, names, strict, candidates,
    ] + OptionSpec.xcode,
    run: run)

  static let rule = OptionSpec(
    ["--rule"], value: "id", help: "Only this rule (VIP001 … VIP020); repeat for more.",
    repeatable: true)
  static let disable = OptionSpec(
    ["--disable"], value: "id", help: "Skip this rule; repeat for more.", repeatable: true)
  static let format = OptionSpec.format(["text", "json", "sarif", "github"])
  static let baseline = OptionSpec(
    ["--baseline"], value: "file",
    help: "Report only findings that are not in this baseline (exit 1 only for new ones).")
  static let writeBaseline = OptionSpec(
    ["--write-baseline"], value: "file",
    help: "Record today's findings in this file, and exit 0.")
  static let names = OptionSpec(
    ["--names"], value: "file",
    help: "A JSON file of your own role names: {\"interactor\": [\"UseCase\"]}.")
  static let strict = OptionSpec(
    ["--strict"], help: "Also report suppressions that suppress nothing.")
  static let candidates = OptionSpec(
    ["--candidates"],
    help: "Also list view controllers outside every VIP scene that do I/O or format: "
      + "screens worth moving to VIP (never findings).")

  private static func run(_ invocation: Invocation) throws(CommandError) -> ExitCode {
    let arguments = invocation.arguments
    var options = Checker.Options()
    options.only = try ruleIDs(arguments.values(rule), option: rule)
    options.disabled = try ruleIDs(arguments.values(disable), option: disable)
    options.strict = arguments.flag(strict)
    options.listsCandidates = arguments.flag(candidates)
    if let path = arguments.value(names) {
      do {
        options.names = try RoleNames(contentsOf: invocation.url(for: path))
      } catch {
        throw .badInput([error])
      }
    }
    let known = try baselineFindings(arguments.value(baseline), invocation)
    let files = try sources(invocation)
    var read: [(path: String, bytes: [UInt8])] = []
    var unreadable: [Diagnostic] = []
    let directory = invocation.currentDirectory.standardizedFileURL.path
    for file in files {
      let shown = SwiftFiles.displayPath(file, from: directory)
      if let bytes = LocalFiles.bytes(of: file) {
        read.append((shown, bytes))
      } else {
        unreadable.append(Diagnostic(.error, "could not read \(shown)"))
      }
    }
    guard unreadable.isEmpty else { throw .badInput(unreadable) }
    let result = Checker(options: options).run(read)
    let findings = result.findings

    if let path = arguments.value(writeBaseline) {
      try invocation.emit(try encode(Baseline(findings)), to: path)
      invocation.console.printError(
        "Recorded \(findings.count) findings in \(path): vipkit check --baseline "
          + "\(Shell.quote(path)) now "
          + "reports only new ones.")
      return .success
    }
    let (new, baselined) = known?.new(findings) ?? (findings, 0)
    let report = CheckReport(
      findings: new, files: read.count, baselined: baselined, scenes: result.scenes,
      candidates: result.candidates)
    let output = arguments.value(.output)
    let text: String
    switch arguments.value(format) ?? "text" {
    case "json": text = try encode(report.document(withCandidates: options.listsCandidates))
    case "sarif": text = try encode(report.sarif)
    case "github": text = report.github()
    default: text = report.text(style: output == nil ? invocation.console.outStyle : .plain)
    }
    if !text.isEmpty || output != nil { try invocation.emit(text, to: output) }
    if arguments.value(format) != nil, arguments.value(format) != "text" {
      invocation.console.printError(report.summary)
    }
    return new.isEmpty ? .success : .checkFailed
  }

  /// The rule ids given to `option`, each one a known rule.
  private static func ruleIDs(_ ids: [String], option: OptionSpec) throws(CommandError)
    -> Set<String>
  {
    let known = Checker.catalog.map(\.id)
    for id in ids where !known.contains(id.uppercased()) {
      throw .usage(
        "The value '\(id)' is invalid for '\(option.longSynopsis)': no such rule."
          + Suggestion.didYouMean(id.uppercased(), among: known)
          + " The rules are VIP000 to VIP020 (Docs/check.md).",
        command: "check")
    }
    return Set(ids.map { $0.uppercased() })
  }

  /// The baseline's findings, when one is given.
  private static func baselineFindings(_ path: String?, _ invocation: Invocation)
    throws(CommandError) -> Baseline?
  {
    guard let path else { return nil }
    do {
      return try Baseline(contentsOf: invocation.url(for: path))
    } catch {
      throw .badInput([error])
    }
  }

  /// The Swift files to check: the paths given and an Xcode target's files, or the current
  /// package's Sources.
  private static func sources(_ invocation: Invocation) throws(CommandError) -> [String] {
    var paths = invocation.arguments.positionals
    if let xcode = try invocation.xcodeSelection() {
      return try invocation.swiftFiles(paths) + xcode.swiftFiles.map(\.standardizedFileURL.path)
    }
    if paths.isEmpty {
      let sources = invocation.currentDirectory.appendingPathComponent("Sources")
      guard FileManager.default.fileExists(atPath: sources.path) else {
        throw .badInput([
          Diagnostic(
            .error, "no Sources folder in \(invocation.currentDirectory.path)",
            notes: ["Run vipkit check in a package's folder, or give the files or folders."])
        ])
      }
      paths = ["Sources"]
    }
    return try invocation.swiftFiles(paths)
  }

  private static func encode<T: Encodable>(_ value: T) throws(CommandError) -> String {
    do {
      return try JSONOutput.encode(value)
    } catch {
      throw .internalError("could not encode the report: \(error)")
    }
  }
}
