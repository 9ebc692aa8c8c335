import Foundation
import VIPKitCore
import VIPKitSpies
import VIPKitSyntax
import VIPKitXcode

/// `vipkit spies`: recording spies from protocol declarations.
enum SpiesCommand {
  static let spec = CommandSpec(
    name: "spies",
    abstract: "Generate recording spies from protocol declarations.",
    discussion: """
      Reads Swift files (folders are searched for .swift files, in a stable order), finds \
      every protocol, and writes one spy per protocol: it counts calls, keeps their \
      arguments, returns or throws what the test sets, and records the order of calls. The \
      spies compile in Swift 6 mode with nothing but the protocols' module imported. With \
      --project and --target, the files are exactly the Xcode target's, and the spies \
      `@testable import` its module.
      """,
    arguments: [
      ArgumentSpec(
        "path", help: "Swift files or folders to read (or an Xcode target: --project).",
        optional: true, repeating: true)
    ],
    options: [
      .output.explained(
        "Write the spies to this file (atomically); it must be new or generated before."),
      imports, testableImports, only, publicOnly, annotatedOnly, suffix, naming, spyLog,
      nonsending, check, format,
    ] + OptionSpec.xcode,
    run: run)

  static let imports = OptionSpec(
    ["--import"], value: "module", help: "Add `import MODULE` to the spies.", repeatable: true)
  static let testableImports = OptionSpec(
    ["--testable-import"], value: "module",
    help: "Add `@testable import MODULE` to the spies.", repeatable: true)
  static let only = OptionSpec(
    ["--only"], value: "protocol", help: "Only the spy of this protocol.", repeatable: true)
  static let publicOnly = OptionSpec(
    ["--public-only"], help: "Only public protocols (spies of another module's API).")
  static let annotatedOnly = OptionSpec(
    ["--annotated-only"],
    help: "Only protocols marked // sourcery: AutoMockable, /// @mockable, or inheriting "
      + "AutoMockable (as Sourcery and Mockolo select them).")
  static let suffix = OptionSpec(
    ["--suffix"], value: "suffix",
    help: "The spies' name suffix (default: Spy); given, a trailing Protocol is dropped: "
      + "--suffix Mock makes ClientProxyProtocol's ClientProxyMock.")
  static let naming = OptionSpec(
    ["--naming"], value: "style",
    help: "Member names: vipkit (fooCalled; labels only to tell overloads apart), sourcery "
      + "(AutoMockable's: the name and every label, startAnalyticsConfigurationCalled) or "
      + "mockolo (fooCallCount, fooArgValues, fooHandler). Both others name spies FooMock.",
    choices: SpyNaming.Style.allCases.map(\.rawValue))
  static let spyLog = OptionSpec(
    ["--spy-log"],
    help: "Declare SpyLog in the file, and logCalls(to:as:) on every spy: one record of "
      + "calls across the spies of a test. One generated file per module may have it.")
  static let nonsending = OptionSpec(
    ["--nonisolated-nonsending"], value: "where",
    help: "Where Swift 6.2's NonisolatedNonsendingByDefault (Xcode 26's approachable "
      + "concurrency) is on: source (the protocols' module), tests (the spies' target), both "
      + "or none. Where they differ, async closure types are written with their meaning. "
      + "Default: read from the Xcode targets' build settings, else from Package.swift.",
    choices: ["source", "tests", "both", "none"])
  static let check = OptionSpec(
    ["--check"],
    help: "Write nothing: exit 1 if the --output file is out of date, 0 if it is current.")
  static let format = OptionSpec.format(["swift", "json"])

  private static func run(_ invocation: Invocation) throws(CommandError) -> ExitCode {
    let arguments = invocation.arguments
    let console = invocation.console
    let output = arguments.value(.output).map(invocation.url(for:))
    // Messages name the file as the user wrote it.
    let shown = arguments.value(.output) ?? ""
    if arguments.flag(check), output == nil {
      throw .usage("--check compares with a file: give it --output FILE.", command: "spies")
    }
    if let given = arguments.value(suffix),
      given.isEmpty
        || !given.allSatisfy({ ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII })
    {
      throw .usage(
        "The value '\(given)' is invalid for '--suffix <suffix>': give letters and digits, like Mock.",
        command: "spies")
    }
    let xcode = try invocation.xcodeSelection()
    let files =
      try invocation.swiftFiles(arguments.positionals)
      + (xcode?.swiftFiles ?? []).map(\.standardizedFileURL.path)
    guard !arguments.positionals.isEmpty || xcode != nil else {
      throw .usage(
        "Give the Swift files or folders to read, or an Xcode target: --project App.xcodeproj "
          + "--target App.", command: "spies")
    }
    var testable = arguments.values(testableImports)
    // An Xcode target's spies live in its test target: they see its module through
    // `@testable import`, unless the command line says otherwise.
    if let xcode, testable.isEmpty, arguments.values(imports).isEmpty {
      testable = xcode.targets.map(\.moduleName)
    }
    var generatorOptions = SpyGenerator.Options(
      imports: arguments.values(imports), testableImports: testable,
      only: arguments.values(only), publicOnly: arguments.flag(publicOnly),
      annotatedOnly: arguments.flag(annotatedOnly), suffix: arguments.value(suffix))
    if let style = arguments.value(naming).flatMap(SpyNaming.Style.init(rawValue:)) {
      generatorOptions.naming = style
    }
    generatorOptions.spyLog = arguments.flag(spyLog)
    if let output {
      // An Xcode test target's own files when the project names one, else what `-o`'s path
      // tells.
      let testFiles = xcode.map(\.testFiles).flatMap { $0.isEmpty ? nil : $0 }
      generatorOptions.existingTypes = SpyDestination.declaredTypes(
        beside: output, targetFiles: testFiles)
    }
    if let xcode, let target = xcode.targets.first {
      generatorOptions.sourceDefaultIsolation = TargetConcurrency.xcodeDefaultIsolation(
        settings: target.settings.compactMapValues(\.string))
    } else if let input = arguments.positionals.first.map(invocation.url(for:)) {
      generatorOptions.sourceDefaultIsolation = TargetConcurrency.packageDefaultIsolation(
        holding: input)
    }
    generatorOptions.asyncDefaults = asyncDefaults(
      arguments.value(nonsending), xcode: xcode,
      inputs: arguments.positionals.map(invocation.url(for:)),
      output: output)
    let generated = SpySources.generate(
      files, from: invocation.currentDirectory, options: generatorOptions)
    // Every protocol and plan read: the operating system frees them faster at exit.
    defer { ProcessLifetime.keep(generated) }
    for diagnostic in generated.diagnostics {
      console.printError(diagnostic.rendered(style: console.errorStyle))
    }
    let hasErrors = generated.diagnostics.contains { $0.severity == .error }
    if arguments.value(format) == "json" {
      try invocation.printJSON(
        ProtocolDocument(
          protocols: generated.protocols, skipped: generated.skipped,
          diagnostics: generated.diagnostics))
      return hasErrors ? .badInput : .success
    }
    guard let output else {
      for part in generated.parts { console.writeOut(String(decoding: part, as: UTF8.self)) }
      return hasErrors ? .badInput : .success
    }
    if SpyFreshness.isGenerated(output) == false {
      throw .badInput([
        Diagnostic(
          .error,
          "refusing to write \(shown): it exists and was not generated by vipkit spies",
          notes: [
            "Its first line is not '\(SpyGenerator.header)', so it may be written by hand.",
            "Choose another --output file, or delete this one if it is yours to lose.",
          ])
      ])
    }
    if arguments.flag(check) {
      guard SpyFreshness.isCurrent(generated, at: output) else {
        console.printError(
          "\(shown) is out of date: run vipkit spies again without --check to update it.")
        return .checkFailed
      }
      console.printError("\(shown) is up to date.")
      return hasErrors ? .badInput : .success
    }
    do {
      try FileOutput.write(bytes: generated.parts, to: output)
    } catch {
      throw .badInput([
        Diagnostic(.error, "could not write \(shown): \(error.localizedDescription)")
      ])
    }
    let noun = generated.spyCount == 1 ? "spy" : "spies"
    let skipped =
      generated.skipped.isEmpty
      ? ""
      : "; \(generated.skipped.count) \(generated.skipped.count == 1 ? "protocol" : "protocols") got none (the warnings above say why)"
    console.printError("Wrote \(generated.spyCount) \(noun) to \(shown)\(skipped).")
    if generated.spyCount == 0, !generated.alreadyDeclared.isEmpty {
      let testFiles = xcode.map(\.testFiles).flatMap { $0.isEmpty ? nil : $0 }
      let files = SpyDestination.files(beside: output, targetFiles: testFiles)
      console.printError(
        everySpyLeftOut(
          generated.alreadyDeclared, shown: shown,
          generated: { place in
            files.first { $0.shown == place }.map { SpyFreshness.isGenerated($0.url) == true }
              ?? false
          }))
    }
    return hasErrors ? .badInput : .success
  }

  /// What to do when every spy was left out because the test target already declares it:
  /// most often an earlier spies file written elsewhere in the same target (`-o a.swift`,
  /// then `-o b.swift`), which the new one would clash with.
  static func everySpyLeftOut(
    _ declared: [String: String], shown: String, generated isGenerated: (String) -> Bool
  ) -> String {
    let places = Set(declared.values).sorted()
    let generated = places.filter(isGenerated)
    let names = declared.keys.sorted()
    let which =
      names.count == 1 ? names[0] : "\(names[0]) and \(names.count - 1) more"
    var text =
      "Every spy was left out: they are declared already (\(which), in "
      + places.joined(separator: ", ") + "), so \(shown) has none."
    if !generated.isEmpty {
      let one = generated.count == 1
      text +=
        " " + generated.joined(separator: ", ")
        + (one ? " is an earlier spies file" : " are earlier spies files")
        + " this command wrote: write to " + (one ? "it" : "one of them")
        + " again with -o, or delete " + (one ? "it" : "them") + " and run this again."
    } else {
      text += " They are written by hand: there is no spy to add."
    }
    return text
  }

  /// How the protocols' module and the spies' target read async closure types: as
  /// `--nonisolated-nonsending` says, else from the Xcode targets (a test target of the
  /// selection for the spies), else from `Package.swift` (the targets holding the first input
  /// and the output file).
  static func asyncDefaults(
    _ given: String?, xcode: XcodeSelection?, inputs: [URL], output: URL?
  ) -> (source: AsyncFunctionTypes.Default, destination: AsyncFunctionTypes.Default)? {
    if let given {
      return (
        ["source", "both"].contains(given) ? .nonsending : .concurrent,
        ["tests", "both"].contains(given) ? .nonsending : .concurrent
      )
    }
    if let xcode, let target = xcode.targets.first {
      func reading(_ target: XcodeProject.Target) -> AsyncFunctionTypes.Default {
        TargetConcurrency.xcode(settings: target.settings.compactMapValues(\.string))
      }
      return (reading(target), xcode.testTargets.first.map(reading) ?? .concurrent)
    }
    guard let input = inputs.first, let source = TargetConcurrency.package(holding: input) else {
      return nil
    }
    return (source, output.flatMap(TargetConcurrency.package(holding:)) ?? .concurrent)
  }

}
