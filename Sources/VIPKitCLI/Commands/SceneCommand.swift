import Foundation
import VIPKitCore
import VIPKitScene

/// `vipkit scene new <Name>`: a VIP scene from the template's three questions, with its
/// tests, spies and wiring checks, never overwriting work.
enum SceneCommand {
  static let spec = CommandSpec(
    name: "scene",
    abstract: "Create a VIP scene with its tests and spies: vipkit scene new <Name>.",
    discussion: """
      Writes the seven roles (models, view, interactor, presenter, worker, router, \
      configurator), an interactor and a presenter test per use case, a scene test of the \
      wiring and the memory, and the spies those tests use. On a terminal with none of \
      --purpose, --data and --navigation, it asks the three questions of the VIP template \
      first. Into an existing package by default (Sources/<Module>/Scenes/<Name>), or as a \
      standalone package with --package. It refuses to overwrite any file; --force rewrites \
      only files it generated. `vipkit scene draw <package>` runs a package's tests and draws \
      every scene they check (SVG, Mermaid, index.md), failing nothing. See Docs/scenes.md.
      """,
    arguments: [
      ArgumentSpec(
        "action",
        help: "new (a scene), add-use-case, draw (the scenes a package's tests check), or "
          + "xcode-templates (an Xcode file template)."),
      ArgumentSpec(
        "name",
        help: "new, add-use-case: the scene's name, a Swift type name (Login, OrderDetails); "
          + "draw: the package's folder; xcode-templates: the folder to write the template to."),
      ArgumentSpec(
        "use-case", help: "add-use-case: the use case to add (Refresh, Submit).", optional: true),
    ],
    options: [
      path, tests, package, kit, module, useCase, purpose, data, navigation, ui, testing,
      dryRun, force,
    ],
    run: run)

  static let path = OptionSpec(
    ["--path"], value: "dir",
    help: "Where the scene's sources go (default: Sources/<Module>/Scenes/<Name>); with "
      + "draw, the drawings (default: the package's .build/vipkit-scenes).")
  static let tests = OptionSpec(
    ["--tests"], value: "dir",
    help: "Where its tests go (default: Tests/<Module>Tests/<Name>).")
  static let package = OptionSpec(
    ["--package"], value: "dir",
    help: "Write a complete standalone package there instead, ready for swift test.")
  static let kit = OptionSpec(
    ["--kit"], value: "path",
    help: "The VIPKit folder a --package depends on (default: the kit running this command).")
  static let module = OptionSpec(
    ["--module"], value: "name",
    help: "The target the scene belongs to (default: the only one in Sources/; with "
      + "--package, <Name>Scene).")
  static let useCase = OptionSpec(
    ["--use-case"], value: "name", help: "A use case (default: the purpose's); repeat for more.",
    repeatable: true)
  static let purpose = OptionSpec(
    ["--purpose"], value: "purpose",
    help: "What the screen is for: display, form, hub or flow (default: display).",
    choices: SceneSpec.Purpose.allCases.map(\.rawValue))
  static let data = OptionSpec(
    ["--data"], value: "source",
    help: "Where its data comes from: api, local, input or multiple (default: api).",
    choices: SceneSpec.Data.allCases.map(\.rawValue))
  static let navigation = OptionSpec(
    ["--navigation"], value: "style",
    help: "How it goes on: push, modal, replace-root or tab (default: push).",
    choices: SceneSpec.Navigation.allCases.map(\.rawValue))
  static let ui = OptionSpec(
    ["--ui"], value: "kind",
    help: "The view: uikit (a plain class off Apple platforms), swiftui or plain (default: uikit).",
    choices: SceneSpec.UI.allCases.map(\.rawValue))
  static let testing = OptionSpec(
    ["--testing"], value: "framework",
    help: "The tests' framework: swift-testing or xctest (default: swift-testing).",
    choices: SceneSpec.Testing.allCases.map(\.rawValue))
  static let dryRun = OptionSpec(["--dry-run"], help: "Print what would be written, write nothing.")
  static let force = OptionSpec(
    ["--force"], help: "Rewrite files this command generated before (never any other file).")

  private static func run(_ invocation: Invocation) throws(CommandError) -> ExitCode {
    let arguments = invocation.arguments
    let action = arguments.positionals[0]
    if action == "xcode-templates" {
      return try writeXcodeTemplate(to: arguments.positionals[1], invocation)
    }
    if action == "add-use-case" {
      return try addUseCase(invocation)
    }
    if action == "draw" {
      return try draw(invocation)
    }
    guard action == "new" else {
      throw .usage(
        "Unknown action '\(action)': use vipkit scene new <Name>, vipkit scene draw <package>, "
          + "or vipkit scene xcode-templates <dir>."
          + Suggestion.didYouMean(action, among: ["new", "draw", "xcode-templates"]),
        command: "scene")
    }
    let name = arguments.positionals[1]
    if let problem = SceneName.problem(with: name) {
      throw .usage(problem, command: "scene")
    }
    if let problem = SceneName.problem(withUseCases: arguments.values(useCase)) {
      throw .usage(problem, command: "scene")
    }
    var spec = try sceneSpec(name: name, invocation)
    // Found before any question is asked: a missing kit is known at once.
    let kit = try kitPath(invocation)
    let asked = [purpose, data, navigation].contains { arguments.value($0) != nil }
    if !asked, TerminalKeys.isInteractive, !arguments.flag(dryRun) {
      let console = invocation.console
      spec = TerminalKeys.withKeys { read in
        Interview.run(spec, read: read) { console.writeOut($0) }
      }
    }
    let writer = try SceneWriter(
      spec: spec, layout: layout(for: spec, invocation), kitPath: kit,
      kitName: kit.isEmpty ? "VIPKit" : URL(fileURLWithPath: kit).lastPathComponent)
    let plan = writer.plan()
    let console = invocation.console
    console.print(spec.summary)
    let shown = { (url: URL) in SwiftFiles.displayPath(url, from: invocation.currentDirectory) }
    if arguments.flag(dryRun) {
      for file in plan { console.print("  would write \(shown(file.url))") }
      return .success
    }
    do {
      try writer.write(plan, force: arguments.flag(force))
    } catch {
      return refused(error, shown: shown, console: console)
    }
    for file in plan { console.print("  wrote \(shown(file.url))") }
    if let folder = arguments.value(package) {
      console.print("Next: cd \(Shell.quote(folder)) && swift test")
    } else {
      console.print("Next: swift test, then wire routeToNext() to the scene that follows.")
    }
    return .success
  }

  /// `vipkit scene add-use-case <Scene> <UseCase>`: the use case's models, requirements,
  /// methods, spies and tests added to a generated scene, all or nothing.
  private static func addUseCase(_ invocation: Invocation) throws(CommandError) -> ExitCode {
    let arguments = invocation.arguments
    let scene = arguments.positionals[1]
    guard arguments.positionals.count > 2 else {
      throw .usage(
        "Give the use case to add: vipkit scene add-use-case \(Shell.quote(scene)) <UseCase>.",
        command: "scene")
    }
    let useCase = arguments.positionals[2]
    if let problem = SceneName.problem(with: scene)
      ?? SceneName.problem(withUseCases: [useCase])
    {
      throw .usage(problem, command: "scene")
    }
    let base = invocation.currentDirectory
    let sources: URL
    if let given = arguments.value(path) {
      sources = invocation.url(for: given)
    } else {
      sources = try located(
        "\(scene)Interactor.swift", under: base.appendingPathComponent("Sources"))
    }
    let testsFolder: URL
    if let given = arguments.value(tests) {
      testsFolder = invocation.url(for: given)
    } else {
      testsFolder = try located(
        "\(scene)InteractorTests.swift", under: base.appendingPathComponent("Tests"))
    }
    let shown = { (url: URL) in SwiftFiles.displayPath(url, from: base) }
    let console = invocation.console
    let plan: [SceneWriter.Planned]
    let adder = UseCaseAdder(
      scene: scene, useCase: useCase, sources: sources, tests: testsFolder, base: base)
    switch Result(catching: { () throws(UseCaseAdder.Refusal) in try adder.plan() }) {
    case .success(let planned):
      plan = planned
    case .failure(.exists(let name)):
      console.printError("Error: the scene \(scene) has a use case \(name) already.")
      return .checkFailed
    case .failure(.missing(let files)):
      throw .badInput(
        files.map { Diagnostic(.error, "\(shown($0)) is missing: is this a scene vipkit wrote?") })
    case .failure(.handWrittenSpies(let file)):
      console.printError(
        "Error: refusing to add \(useCase): \(shown(file)) was not generated by vipkit spies, "
          + "so it is not rewritten. Nothing was written.")
      return .checkFailed
    case .failure(.drifted(let files)):
      console.printError(
        "Error: refusing to add \(useCase): these files changed where its lines go, so they "
          + "cannot be edited safely:")
      for file in files { console.printError("  drifted: \(shown(file))") }
      console.printError("Nothing was written. Add the use case by hand in those files.")
      return .checkFailed
    }
    if arguments.flag(dryRun) {
      for file in plan { console.print("  would change \(shown(file.url))") }
      return .success
    }
    for file in plan {
      do {
        try FileOutput.write([file.text], to: file.url)
      } catch {
        throw .badInput([
          Diagnostic(.error, "could not write \(shown(file.url)): \(error.localizedDescription)")
        ])
      }
      console.print("  changed \(shown(file.url))")
    }
    console.print("Added the use case \(useCase) to \(scene). Next: swift test")
    return .success
  }

  /// The folder holding the file named `name`, searched for under `folder`.
  private static func located(_ name: String, under folder: URL) throws(CommandError) -> URL {
    let found = SwiftFiles.find([folder]).files.first { $0.lastPathComponent == name }
    guard let found else {
      throw .badInput([
        Diagnostic(
          .error, "no \(name) under \(folder.lastPathComponent)/",
          notes: ["Run it in the scene's package, or give --path and --tests."])
      ])
    }
    return found.deletingLastPathComponent()
  }

  /// `vipkit scene xcode-templates DIR`: the scene as an Xcode file template, with the
  /// answers given as options (or their defaults). Refuses to overwrite one.
  private static func writeXcodeTemplate(to path: String, _ invocation: Invocation)
    throws(CommandError) -> ExitCode
  {
    let spec = try sceneSpec(name: "Scene", invocation, module: "App")
    let folder = invocation.url(for: path).appendingPathComponent(XcodeTemplate.folderName)
    guard !FileManager.default.fileExists(atPath: folder.path) else {
      invocation.console.printError(
        "Error: refusing to write \(path)/\(XcodeTemplate.folderName): it exists. Remove it "
          + "first to write it again.")
      return .checkFailed
    }
    for file in XcodeTemplate.files(spec) {
      do {
        try FileOutput.write([file.text], to: folder.appendingPathComponent(file.name))
      } catch {
        throw .badInput([
          Diagnostic(.error, "could not write \(file.name): \(error.localizedDescription)")
        ])
      }
    }
    invocation.console.print(
      "Wrote \(path)/\(XcodeTemplate.folderName). Copy it to ~/Library/Developer/Xcode/"
        + "Templates/File Templates/VIPKit/ and choose File › New › File… › VIP Scene.")
    return .success
  }

  /// The spec from the options (the interview may change its answers).
  private static func sceneSpec(
    name: String, _ invocation: Invocation, module fixedModule: String? = nil
  ) throws(CommandError) -> SceneSpec {
    let arguments = invocation.arguments
    let module: String
    if let fixedModule {
      module = fixedModule
    } else if let given = arguments.value(self.module) {
      module = given
    } else if arguments.value(package) != nil {
      module = name + "Scene"
    } else {
      module = try soleTarget(invocation)
    }
    if let problem = SceneName.problem(with: module, what: "module") {
      throw .usage(problem, command: "scene")
    }
    var spec = SceneSpec(name: name, module: module, useCases: arguments.values(useCase))
    if let value = arguments.value(purpose), let answer = SceneSpec.Purpose(rawValue: value) {
      spec.purpose = answer
    }
    if let value = arguments.value(data), let answer = SceneSpec.Data(rawValue: value) {
      spec.data = answer
    }
    if let value = arguments.value(navigation), let answer = SceneSpec.Navigation(rawValue: value) {
      spec.navigation = answer
    }
    if let value = arguments.value(ui), let answer = SceneSpec.UI(rawValue: value) {
      spec.ui = answer
    }
    if let value = arguments.value(testing), let answer = SceneSpec.Testing(rawValue: value) {
      spec.testing = answer
    }
    return spec
  }

  /// The only target folder under `Sources/`, for a team's package.
  private static func soleTarget(_ invocation: Invocation) throws(CommandError) -> String {
    let sources = invocation.currentDirectory.appendingPathComponent("Sources")
    let targets = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [])
      .filter { !$0.hasPrefix(".") }.sorted()
    guard targets.count == 1 else {
      throw .usage(
        targets.isEmpty
          ? "There is no Sources/ folder here: run it in your package, or use --package DIR for "
            + "a standalone one."
          : "Which target is the scene for? Give --module: one of \(targets.joined(separator: ", ")).",
        command: "scene")
    }
    return targets[0]
  }

  private static func layout(for spec: SceneSpec, _ invocation: Invocation)
    throws(CommandError) -> SceneWriter.Layout
  {
    let arguments = invocation.arguments
    if let folder = arguments.value(package) {
      let root = invocation.url(for: folder)
      return SceneWriter.Layout(
        sources: root.appendingPathComponent("Sources/\(spec.module)"),
        tests: root.appendingPathComponent("Tests/\(spec.module)Tests"), package: root,
        base: root)
    }
    let base = invocation.currentDirectory
    return SceneWriter.Layout(
      sources: arguments.value(path).map(invocation.url(for:))
        ?? base.appendingPathComponent("Sources/\(spec.module)/Scenes/\(spec.name)"),
      tests: arguments.value(tests).map(invocation.url(for:))
        ?? base.appendingPathComponent("Tests/\(spec.module)Tests/\(spec.name)"),
      package: nil, base: base)
  }

  /// The kit a standalone package depends on: `--kit`, or the kit this vipkit was built in.
  private static func kitPath(_ invocation: Invocation) throws(CommandError) -> String {
    if let given = invocation.arguments.value(kit) {
      let url = invocation.url(for: given)
      guard FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
      else {
        throw .badInput([
          Diagnostic(.error, "no package at \(given): --kit names the VIPKit folder")
        ])
      }
      return url.path
    }
    // The running executable, wherever it was started from (argv[0] may be a bare name).
    let executable =
      Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    var folder = executable.resolvingSymlinksInPath()
    while folder.path != "/" {
      folder.deleteLastPathComponent()
      let manifest = folder.appendingPathComponent("Package.swift")
      if let text = try? String(contentsOf: manifest, encoding: .utf8),
        text.contains(".library(name: \"VIPKit\"")
      {
        return folder.path
      }
    }
    guard invocation.arguments.value(package) == nil else {
      throw .badInput([
        Diagnostic(
          .error, "could not find the VIPKit folder this vipkit was built in",
          notes: ["Give it: --kit PATH (the folder of VIPKit's Package.swift)."])
      ])
    }
    return ""
  }

  /// Exit 1, naming each file that is in the way, and what to do.
  private static func refused(
    _ refusal: SceneWriter.Refusal, shown: (URL) -> String, console: Console
  ) -> ExitCode {
    switch refusal {
    case .exists(let files, let handWritten):
      console.printError(
        "Error: refusing to write the scene: \(files.count) of its files exist already.")
      for file in files {
        let mine = handWritten.contains(file) ? " (not generated by vipkit: yours)" : ""
        console.printError("  exists: \(shown(file))\(mine)")
      }
      console.printError(
        handWritten.isEmpty
          ? "Nothing was written. --force rewrites files vipkit generated; choose another name "
            + "or --path to keep them."
          : "Nothing was written, and --force will not touch your files: choose another name "
            + "or --path.")
      return .checkFailed
    case .writeFailed(let file, let reason):
      console.printError("Error: could not write \(shown(file)): \(reason)")
      return .badInput
    }
  }
}
