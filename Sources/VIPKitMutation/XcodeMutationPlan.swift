import Foundation
import VIPKitCore
import VIPKitSyntax
import VIPKitXcode

/// Mutation testing of an Xcode app target, planned the way Xcode builds it: the schema
/// built once with `xcodebuild build-for-testing` into a scratch derived-data folder, then
/// per mutant `xcodebuild test-without-building` with `-only-testing:` the tests that reach
/// it, the active mutant passed as `TEST_RUNNER_VIPKIT_MUTANT` (xcodebuild hands
/// `TEST_RUNNER_` variables to the test process without the prefix).
///
/// Planning needs no Xcode, so `--dry-run` prints the whole plan on any platform.
package struct XcodeMutationPlan: Sendable {
  /// One command line, with the variables it sets.
  package struct Command: Sendable, Equatable, Codable {
    package var arguments: [String]
    package var environment: [String: String] = [:]

    /// The command as a person pastes it into a shell: every word quoted where it must be.
    package var rendered: String {
      let variables = environment.sorted { $0.key < $1.key }.map {
        "\($0.key)=\(Shell.quote($0.value))"
      }
      return (variables + arguments.map(Shell.quote)).joined(separator: " ")
    }
  }

  /// A mutant and the tests it runs first.
  package struct Entry: Sendable {
    package var mutant: Mutant
    /// `AppTests/LoginInteractorTests`; empty when no test reaches it.
    package var tests: [String]
  }

  package struct Options: Sendable {
    /// Globs over paths relative to the project's folder; empty for presenters and
    /// interactors (else every file of the target).
    package var files: [String] = []
    package var operators: Set<String> = []
    /// Only the mutants of lines changed since this git ref (`--since main`).
    package var since: String?
    /// xcodebuild's `-destination`; `nil` for a simulator of the target's platform.
    package var destination: String?
    /// Whether each mutant runs only the tests that reach it (`--all-tests` turns it off).
    package var selectTests = true
    /// Where the scratch copy goes; `nil` for beside the project's folder when it refers to
    /// files outside it, else the temporary folder.
    package var scratch: URL?

    package init() {}
  }

  /// The folder the project's paths start from: what is copied.
  package var root: URL
  /// Where the copy is made, and its derived data.
  package var scratch: URL
  /// Why the copy goes where it goes.
  package var scratchReason: String
  package var scheme: String
  /// The mutated files, relative to `root`.
  package var files: [String]
  package var entries: [Entry]
  /// Every test class and suite found in the test targets.
  package var tests: [String]
  package var build: Command
  /// The unmutated run, timed, that every mutant's limit is measured from.
  package var baseline: Command

  /// The command that runs mutant `id` against `tests` (all of the scheme's when empty).
  package func run(mutant id: Int, tests: [String]) -> Command {
    var command = baseline
    command.environment["TEST_RUNNER_VIPKIT_MUTANT"] = String(id)
    command.arguments += tests.map { "-only-testing:\($0)" }
    command.arguments += [
      "-resultBundlePath", scratch.appendingPathComponent("Results/mutant-\(id).xcresult").path,
    ]
    return command
  }

  /// Plans the mutants of `selection`'s targets.
  package static func make(_ selection: XcodeSelection, options: Options) throws(Diagnostic)
    -> XcodeMutationPlan
  {
    guard let scheme = selection.scheme else {
      throw Diagnostic(
        .error, "no shared scheme builds \(selection.targets.map(\.name).joined(separator: ", "))",
        notes: [
          "xcodebuild tests through a scheme: in Xcode, Product › Scheme › Manage Schemes…, "
            + "tick Shared for the app's scheme (it is then in xcshareddata/xcschemes), or give "
            + "--scheme."
        ])
    }
    guard !selection.testTargets.isEmpty else {
      throw Diagnostic(
        .error, "no test target tests \(selection.targets.map(\.name).joined(separator: ", "))",
        notes: ["Mutants are judged by tests: add a unit-test target hosted by the app."])
    }
    guard let project = selection.targets.first.flatMap(selection.project(of:)) else {
      throw Diagnostic(.error, "the target's project could not be found")
    }
    let root = project.root
    let all = selection.swiftFiles
    let relative = all.map { SwiftFiles.displayPath($0, from: root) }
    let patterns =
      options.files.isEmpty ? ["*Presenter.swift", "*Interactor.swift"] : options.files
    var chosen = relative.filter { path in patterns.contains { fnmatch($0, path, 0) == 0 } }
      .sorted()
    if chosen.isEmpty {
      guard options.files.isEmpty else {
        throw Diagnostic(
          .error, "no file of the target matches \(options.files.joined(separator: ", "))")
      }
      chosen = relative.sorted()
    }
    if let outside = chosen.first(where: { $0.hasPrefix("/") }) {
      throw Diagnostic(
        .error, "\(outside) is outside the project's folder \(root.path)",
        notes: ["vipkit mutates files in a copy of that folder; leave this one out with --file."])
    }

    var sources: [String: SourceText] = [:]
    for (url, path) in zip(all, relative) {
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw Diagnostic(.error, "could not read \(path)")
      }
      sources[path] = SourceText(path: path, bytes: Array(data))
    }
    var testSources: [(target: String, source: SourceText)] = []
    for target in selection.testTargets {
      for url in target.swiftFiles {
        let data = FileManager.default.contents(atPath: url.path) ?? Data()
        testSources.append(
          (target.name, SourceText(path: url.lastPathComponent, bytes: Array(data))))
      }
    }
    let reach = TestReach(appFiles: relative.compactMap { sources[$0] }, testFiles: testSources)

    var changed: ChangedLines?
    if let since = options.since {
      do {
        changed = try ChangedLines.since(since, in: root)
      } catch {
        guard case .input(let message, let details) = error else {
          throw Diagnostic(.error, "--since \(since): git could not compare with it")
        }
        throw Diagnostic(.error, message, notes: details.isEmpty ? [] : [details])
      }
    }
    let signatures = CallSignatures(sources: relative.compactMap { sources[$0] })
    var entries: [Entry] = []
    for file in chosen {
      guard let source = sources[file] else { continue }
      let map = SourceMap(source)
      let outline = SwiftOutline(source)
      let mutants = MutantSchema.mutants(
        of: map, file: file, operators: options.operators, firstID: entries.count + 1,
        signatures: signatures)
      for mutant in mutants where changed?.contains(mutant, maps: [file: map]) ?? true {
        let owner = Self.enclosingType(of: mutant, in: outline)
        entries.append(
          Entry(
            mutant: mutant,
            // No selection runs every test of the scheme: no -only-testing at all.
            tests: options.selectTests
              ? owner.map(reach.tests(reaching:)) ?? reach.tests.map(\.identifier) : []))
      }
    }

    let (scratch, reason) = Self.scratch(for: project, options: options)
    let container =
      selection.container.pathExtension == "xcworkspace" ? "-workspace" : "-project"
    let copied = scratch.appendingPathComponent(
      SwiftFiles.displayPath(selection.container, from: root))
    let platform = selection.targets.first?.platform ?? "iOS Simulator"
    let destination =
      options.destination
      ?? (platform == "macOS" ? "platform=macOS" : "platform=\(platform),name=iPhone 16")
    let common = [
      container, copied.path, "-scheme", scheme.name, "-destination", destination,
      "-derivedDataPath", scratch.appendingPathComponent("DerivedData").path,
    ]
    return XcodeMutationPlan(
      root: root, scratch: scratch, scratchReason: reason, scheme: scheme.name, files: chosen,
      entries: entries, tests: reach.tests.map(\.identifier),
      // No index store: nobody opens the copy in Xcode, and XCTest finds its tests at run
      // time on Apple's platforms (the build setting is Xcode's own, for builds like this).
      build: Command(
        arguments: ["xcodebuild", "build-for-testing"] + common + [
          "COMPILER_INDEX_STORE_ENABLE=NO", "-quiet",
        ]),
      baseline: Command(
        arguments: ["xcodebuild", "test-without-building"] + common + [
          "-parallel-testing-enabled", "NO",
        ]))
  }

  /// The type whose body holds `mutant` (the innermost), by name.
  static func enclosingType(of mutant: Mutant, in outline: SwiftOutline) -> String? {
    outline.types.filter { type in
      guard let first = type.body.first, let last = type.body.last,
        outline.tokens.indices.contains(first), outline.tokens.indices.contains(last)
      else { return false }
      return outline.tokens[first].range.lowerBound <= mutant.range.lowerBound
        && mutant.range.upperBound <= outline.tokens[last].range.upperBound
    }
    .min { $0.body.count < $1.body.count }?.name
  }

  /// Where the copy goes: the temporary folder, unless the project reaches outside its own
  /// folder (a local package at `../Packages`), where a sibling folder keeps those relative
  /// paths true.
  static func scratch(for project: XcodeProject, options: Options) -> (URL, String) {
    let name = project.root.lastPathComponent
    if let given = options.scratch { return (given, "as --scratch says") }
    let base = project.root.path + "/"
    let outside = (project.localPackages + project.referencedPaths).first {
      !($0.path + "/").hasPrefix(base)
    }
    if let outside {
      return (
        project.root.deletingLastPathComponent().appendingPathComponent(".\(name)-vipkit-mutate"),
        "beside the project's folder, because the project refers to "
          + "\(outside.path), outside it, by a relative path"
      )
    }
    return (
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "vipkit-mutate-\(name)-\(UUID().uuidString.prefix(8))"),
      "in the temporary folder"
    )
  }
}
