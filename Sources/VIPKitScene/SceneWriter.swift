import Foundation
import VIPKitCore
import VIPKitSpies
import VIPKitSyntax

/// Puts a scene on disk without losing anything: it plans every file first (the template's,
/// and the spies the tests use, generated as `vipkit spies` generates them), refuses when any
/// file exists unless `force`, and with `force` still never touches a file it did not write.
package struct SceneWriter: Sendable {
  /// Where the scene's parts go.
  package struct Layout: Sendable {
    /// The folder of the scene's sources.
    package var sources: URL
    /// The folder of its tests.
    package var tests: URL
    /// The package root, for a standalone package (its manifest goes there).
    package var package: URL?
    /// The folder paths are shown relative to, and the spies' paths are read from.
    package var base: URL

    package init(sources: URL, tests: URL, package: URL?, base: URL) {
      self.sources = sources
      self.tests = tests
      self.package = package
      self.base = base
    }
  }

  /// A file to write: where, and what.
  package struct Planned: Sendable {
    package var url: URL
    package var text: String
  }

  /// Why the scene was not written.
  package enum Refusal: Error, Sendable {
    /// These files exist: the user's work, or (without `force`) the generator's own.
    case exists([URL], handWritten: [URL])
    /// A file could not be written (the ones before it were).
    case writeFailed(URL, String)
  }

  let spec: SceneSpec
  let layout: Layout
  let kitPath: String
  let kitName: String

  package init(spec: SceneSpec, layout: Layout, kitPath: String, kitName: String) {
    self.spec = spec
    self.layout = layout
    self.kitPath = kitPath
    self.kitName = kitName
  }

  /// Every file of the scene, its spies included, in the order they are written.
  package func plan() -> [Planned] {
    let template = SceneTemplate(spec)
    let files = template.files(package: layout.package != nil, kitPath: kitPath, kitName: kitName)
    var planned = files.map { file -> Planned in
      let folder: URL
      switch file.place {
      case .sources: folder = layout.sources
      case .tests: folder = layout.tests
      case .package: folder = layout.package ?? layout.base
      }
      return Planned(url: folder.appendingPathComponent(file.name), text: file.text)
    }
    // The spies the tests use, from the scene's own protocols, exactly as
    // `vipkit spies <sources> --testable-import <module> -o <tests>/<file>` writes them.
    // In path order, as `vipkit spies` reads a folder: the spies come out in that order.
    let sources = zip(files, planned).filter { $0.0.place == .sources }.map(\.1)
      .sorted { $0.url.path < $1.url.path }
    let spies = SpyGenerator.generate(
      sources.map {
        SourceText(path: SwiftFiles.displayPath($0.url, from: layout.base), text: $0.text)
      },
      options: SpyGenerator.Options(testableImports: [spec.module]))
    let spiesFile = Self.spiesFileName(scene: spec.name, standalone: layout.package != nil)
    planned.append(Planned(url: layout.tests.appendingPathComponent(spiesFile), text: spies.text))
    return planned
  }

  /// `Spies.swift` in a standalone package, `<Scene>Spies.swift` in an existing one: every
  /// scene of a package has its tests in one test target, and SwiftPM (like Xcode) refuses two
  /// files of one name in a target ("multiple producers").
  static func spiesFileName(scene: String, standalone: Bool) -> String {
    standalone ? "Spies.swift" : "\(scene)Spies.swift"
  }

  /// The spies file of a scene's tests folder: the one its generator wrote (either name),
  /// else the name a scene added to a package gets.
  static func spiesFile(scene: String, in tests: URL) -> URL {
    let named = tests.appendingPathComponent(spiesFileName(scene: scene, standalone: false))
    let plain = tests.appendingPathComponent(spiesFileName(scene: scene, standalone: true))
    if !FileManager.default.fileExists(atPath: named.path),
      FileManager.default.fileExists(atPath: plain.path)
    {
      return plain
    }
    return named
  }

  /// Writes the plan: each file atomically. Refuses, writing nothing, when a file exists
  /// (unless `force`) or when `force` would overwrite a file the generator did not write.
  package func write(_ plan: [Planned], force: Bool) throws(Refusal) {
    let existing = plan.map(\.url).filter { FileManager.default.fileExists(atPath: $0.path) }
    // A spies file that also holds other scenes' spies is theirs too: never rewritten.
    let handWritten = existing.filter {
      !Self.isGenerated($0) || !Self.holdsOnlySpies(of: spec.name, $0)
    }
    if !existing.isEmpty, !force || !handWritten.isEmpty {
      throw .exists(existing, handWritten: handWritten)
    }
    for file in plan {
      do {
        try FileOutput.write([file.text], to: file.url)
      } catch {
        // The file is left as it was (the write is atomic).
        throw .writeFailed(file.url, error.localizedDescription)
      }
    }
  }

  /// Whether a generated spies file holds only spies of `scene`'s protocols (any other file:
  /// yes).
  static func holdsOnlySpies(of scene: String, _ url: URL) -> Bool {
    guard url.lastPathComponent.hasSuffix("Spies.swift"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { return true }
    return text.split(separator: "\n").allSatisfy { line in
      guard line.hasPrefix("final class ") || line.hasPrefix("actor ") else { return true }
      let name = line.split(separator: " ").dropFirst(line.hasPrefix("actor ") ? 1 : 2).first ?? ""
      return name.hasPrefix(scene)
    }
  }

  /// Whether the file at `url` starts with a generator's header (the scene's, or the spies').
  static func isGenerated(_ url: URL) -> Bool {
    for header in [SceneTemplate.header, SpyGenerator.header] {
      let bytes = Array(header.utf8)
      if FileOutput.prefix(of: url, count: bytes.count) == bytes { return true }
    }
    // A manifest's first line is its tools version: the header is its second.
    if url.lastPathComponent == "Package.swift",
      let text = try? String(contentsOf: url, encoding: .utf8)
    {
      return text.split(separator: "\n").dropFirst().first.map(String.init) == SceneTemplate.header
    }
    return false
  }
}
