import Foundation
import VIPKitCore
import VIPKitSpies
import VIPKitSyntax

/// `vipkit scene add-use-case`: a use case added to a scene `vipkit scene new` wrote, editing
/// only what it needs.
///
/// The scene's answers are read back from its files; the template is rendered without and
/// with the new use case, and what that adds (a models enum, protocol requirements, methods,
/// tests) is put into each file after the lines it followed in the template. A file left as
/// generated is simply rewritten; one edited around those places has drifted, and nothing at
/// all is written.
package struct UseCaseAdder: Sendable {
  /// Why the use case was not added.
  package enum Refusal: Error, Sendable, Equatable {
    /// The scene's files are not all there.
    case missing([URL])
    /// The scene has that use case already.
    case exists(String)
    /// These files changed where the new lines go.
    case drifted([URL])
    /// The tests' spies file was not written by `vipkit spies`: it is not rewritten.
    case handWrittenSpies(URL)
  }

  let scene: String
  let useCase: String
  let sources: URL
  let tests: URL
  let base: URL

  package init(scene: String, useCase: String, sources: URL, tests: URL, base: URL) {
    self.scene = scene
    self.useCase = useCase
    self.sources = sources
    self.tests = tests
    self.base = base
  }

  /// The files to write (the spies included), all or none.
  package func plan() throws(Refusal) -> [SceneWriter.Planned] {
    let current = try read()
    var spec = inferredSpec(current)
    let existing = useCases(in: current["\(scene)Models.swift"] ?? "")
    guard !existing.contains(useCase) else { throw .exists(useCase) }
    spec.useCases = existing
    let old = SceneTemplate(spec).files(package: false)
    spec.useCases = existing + [useCase]
    let new = SceneTemplate(spec).files(package: false)
    var planned: [SceneWriter.Planned] = []
    var drifted: [URL] = []
    for (before, after) in zip(old, new) {
      let url = folder(for: before).appendingPathComponent(before.name)
      guard let text = current[before.name], text != after.text else { continue }
      if text == before.text {
        planned.append(.init(url: url, text: after.text))
        continue
      }
      let lines = { (text: String) in
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      }
      guard let insertions = LineDiff.insertions(from: lines(before.text), to: lines(after.text)),
        let edited = LineDiff.apply(insertions, to: lines(text))
      else {
        drifted.append(url)
        continue
      }
      planned.append(.init(url: url, text: edited.joined(separator: "\n")))
    }
    guard drifted.isEmpty else { throw .drifted(drifted) }
    // The spies follow the protocols of every file in the scene's folder (the team's own
    // included), as `vipkit spies <folder>` would write them now.
    let spiesFile = SceneWriter.spiesFile(scene: scene, in: tests)
    if FileManager.default.fileExists(atPath: spiesFile.path),
      !SceneWriter.isGenerated(spiesFile)
    {
      throw .handWrittenSpies(spiesFile)
    }
    let sourceTexts = SwiftFiles.find([sources]).files.map { url -> SourceText in
      let text =
        planned.first { $0.url.standardizedFileURL == url.standardizedFileURL }?.text
        ?? (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      return SourceText(path: SwiftFiles.displayPath(url, from: base), text: text)
    }
    // In path order, as `vipkit spies` reads a folder: the spies come out in that order.
    let spies = SpyGenerator.generate(
      sourceTexts.sorted { $0.path < $1.path },
      options: SpyGenerator.Options(testableImports: [spec.module]))
    planned.append(.init(url: spiesFile, text: spies.text))
    return planned
  }

  private func folder(for file: SceneTemplate.File) -> URL {
    file.place == .tests ? tests : sources
  }

  /// The scene's files as they are, by name; refuses when one is missing.
  private func read() throws(Refusal) -> [String: String] {
    let probe = SceneTemplate(SceneSpec(name: scene, module: "M", useCases: ["Load"]))
    var found: [String: String] = [:]
    var missing: [URL] = []
    for file in probe.files(package: false) {
      let candidates =
        [file.name]
        + (file.name == "\(scene)ViewController.swift" ? ["\(scene)View.swift"] : [])
      let hit = candidates.lazy.compactMap { name -> (String, String)? in
        let url = folder(for: file).appendingPathComponent(name)
        return (try? String(contentsOf: url, encoding: .utf8)).map { (name, $0) }
      }.first
      if let (name, text) = hit {
        found[name] = text
        found[file.name] = found[file.name] ?? text
      } else {
        missing.append(folder(for: file).appendingPathComponent(file.name))
      }
    }
    guard missing.isEmpty else { throw .missing(missing) }
    return found
  }

  /// The answers the scene was written with: from the models file's `// vipkit scene:` line,
  /// else read back from the files' shapes (scenes written before that line existed).
  private func inferredSpec(_ files: [String: String]) -> SceneSpec {
    let models = files["\(scene)Models.swift"] ?? ""
    if let line = models.split(separator: "\n").first(where: { $0.hasPrefix("// vipkit scene: ") })
    {
      var answers: [String: String] = [:]
      for pair in line.dropFirst("// vipkit scene: ".count).split(separator: " ") {
        let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
        if parts.count == 2 { answers[parts[0]] = parts[1] }
      }
      var spec = SceneSpec(name: scene, module: answers["module"] ?? scene)
      spec.data = answers["data"].flatMap(SceneSpec.Data.init(rawValue:)) ?? spec.data
      spec.navigation =
        answers["navigation"].flatMap(SceneSpec.Navigation.init(rawValue:)) ?? spec.navigation
      spec.ui = answers["ui"].flatMap(SceneSpec.UI.init(rawValue:)) ?? spec.ui
      spec.testing = answers["testing"].flatMap(SceneSpec.Testing.init(rawValue:)) ?? spec.testing
      return spec
    }
    return shapeSpec(files)
  }

  /// The answers, read back from the files' shapes.
  private func shapeSpec(_ files: [String: String]) -> SceneSpec {
    let tests = files["\(scene)InteractorTests.swift"] ?? ""
    let module =
      tests.split(separator: "\n").first { $0.hasPrefix("@testable import ") }
      .map { String($0.dropFirst("@testable import ".count)) } ?? scene
    var spec = SceneSpec(name: scene, module: module)
    let interactor = files["\(scene)Interactor.swift"] ?? ""
    let models = files["\(scene)Models.swift"] ?? ""
    if interactor.contains("store?.") {
      spec.data = .multiple
    } else if interactor.contains("presentLoading") {
      spec.data = .api
    } else if interactor.contains("worker?.read") {
      spec.data = .local
    } else if models.contains("var text: String"),
      useCases(in: models).contains(where: { $0 != "Validate" })
    {
      spec.data = .input
    }
    if files["\(scene)View.swift"] != nil {
      spec.ui = .swiftui
    } else if files["\(scene)ViewController.swift"]?.contains("UIViewController") == true {
      spec.ui = .uikit
    } else {
      spec.ui = .plain
    }
    let router = files["\(scene)Router.swift"] ?? ""
    if router.contains("rootViewController") {
      spec.navigation = .replaceRoot
    } else if router.contains("present(destination") {
      spec.navigation = .modal
    } else if router.contains("A tab's child") || router.contains("tab navigation") {
      spec.navigation = .tab
    } else if router.contains("modal navigation") {
      spec.navigation = .modal
    } else if router.contains("root replacement") {
      spec.navigation = .replaceRoot
    }
    spec.testing = tests.contains("XCTestCase") ? .xctest : .swiftTesting
    return spec
  }

  /// The use cases of a models file: the enums directly inside the scene's enum.
  private func useCases(in models: String) -> [String] {
    models.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("  enum "), line.hasSuffix(" {") else { return nil }
      return String(line.dropFirst("  enum ".count).dropLast(" {".count))
    }
  }
}
