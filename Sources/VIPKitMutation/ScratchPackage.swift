import Foundation
import VIPKitCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A copy of the user's package to mutate, without its build products. Relative path
/// dependencies (`.package(path: "../..")`) are made absolute so the copy resolves them where
/// the original does.
///
/// Either temporary (removed at the end), or kept in a folder between runs (`warm`): then it
/// is locked while in use, its files are made equal to the package's by writing only what
/// differs, and its build is incremental, so a run after a one-line edit costs a small build,
/// not a cold one.
package final class ScratchPackage: @unchecked Sendable {
  let root: URL
  private let container: URL
  private let isKept: Bool
  /// For a copy that is the package itself (`init(inPlace:)`): each file the schema rewrote,
  /// with what it held before (`nil`: it did not exist), put back by `remove()`.
  private var originals: [String: Data?]?
  private var lock: Int32 = -1
  /// The environment for builds and test runs: their temporary files (SwiftPM's locks among
  /// them) go inside the scratch folder, and so go with it.
  let environment: [String: String]

  /// A scratch copy of `package`, in `kept` (created if needed) or in a temporary folder;
  /// `mutated` are the files the schema rewrites next, which the copy leaves to it.
  init(copying package: URL, keptIn kept: URL? = nil, mutated: Set<String> = [])
    throws(MutationRunner.Failure)
  {
    container =
      kept
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-mutate-\(UUID().uuidString)")
    isKept = kept != nil
    root = container.appendingPathComponent(package.lastPathComponent)
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = container.appendingPathComponent("tmp").path
    environment[MutantSchema.reachedVariable] = nil
    self.environment = environment
    if !isKept { ChildRegistry.shared.add(folder: container) }
    do {
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(
        at: container.appendingPathComponent("tmp"), withIntermediateDirectories: true)
      if isKept {
        lock = open(container.path + "/.lock", O_RDWR | O_CREAT, 0o600)
        while lock >= 0, flock(lock, LOCK_EX) != 0, errno == EINTR {}
        try Self.forgetIfMoved(container: container, root: root, package: package)
        try Self.forgetIfDependenciesChanged(container: container, root: root, package: package)
      }
      try sync(from: package, leaving: mutated)
    } catch let failure as MutationRunner.Failure {
      remove()
      throw failure
    } catch {
      remove()
      throw .input("could not copy the package to a scratch folder: \(error.localizedDescription)")
    }
  }

  /// The package itself as the copy: only for a folder VIPKit made and built for itself (a
  /// grader's workspace, just filled with the reference), whose own build then makes the
  /// schema's incremental: the harness it already compiled is not compiled again. The
  /// caller holds the folder (its lock) for the run; `remove()` puts back every file the
  /// schema rewrote and removes what the run added. Interrupted, the schema's files stay: the
  /// caller's next fill of the folder writes them over.
  init(inPlace package: URL) {
    root = package
    container = package
    isKept = true
    originals = [:]
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = package.appendingPathComponent("tmp").path
    environment[MutantSchema.reachedVariable] = nil
    self.environment = environment
    try? FileManager.default.createDirectory(
      at: package.appendingPathComponent("tmp"), withIntermediateDirectories: true)
  }

  /// A kept copy made for a package at another path (the package was moved or copied with
  /// its `.build`) has a build that names that path, and would not compile: it is removed,
  /// and this run builds cold.
  private static func forgetIfMoved(container: URL, root: URL, package: URL) throws {
    let origin = container.appendingPathComponent(".origin")
    let path = package.standardizedFileURL.path
    let recorded = try? String(contentsOf: origin, encoding: .utf8)
    guard recorded != path else { return }
    if recorded != nil
      || FileManager.default.fileExists(atPath: root.appendingPathComponent(".build").path)
    {
      try? FileManager.default.removeItem(at: root)
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }
    try path.write(to: origin, atomically: true, encoding: .utf8)
  }

  /// A kept copy's build after the files of a path dependency changed (a grader's harness,
  /// updated with the kit) is dropped, and this run builds cold. Seen in CI: a kept copy whose
  /// harness, at the same path, had gained files failed to build with "cannot find type" for
  /// the new files' types, as if its build had planned the harness's old file list.
  private static func forgetIfDependenciesChanged(container: URL, root: URL, package: URL)
    throws
  {
    let stamp = container.appendingPathComponent(".dependencies")
    let manifest =
      (try? String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8))
      ?? ""
    let current = dependencyStamp(pathDependencies(manifest, relativeTo: package))
    let recorded = try? String(contentsOf: stamp, encoding: .utf8)
    guard recorded != current else { return }
    // A build from before the stamp existed is not trusted either.
    try? FileManager.default.removeItem(at: root.appendingPathComponent(".build"))
    try current.write(to: stamp, atomically: true, encoding: .utf8)
  }

  /// The folders a manifest's `.package(path:)` entries name, made absolute.
  static func pathDependencies(_ manifest: String, relativeTo package: URL) -> [URL] {
    let pattern = #"\.package\([^)]*?path:\s*"([^"]+)""#
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    return expression.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest))
      .compactMap { match in
        Range(match.range(at: 1), in: manifest).map { range in
          let path = String(manifest[range])
          return path.hasPrefix("/")
            ? URL(fileURLWithPath: path).standardizedFileURL
            : package.appendingPathComponent(path).standardizedFileURL
        }
      }
  }

  /// Each dependency's files, with their sizes and dates, as one line each (builds left out).
  static func dependencyStamp(_ dependencies: [URL]) -> String {
    var lines: [String] = []
    for dependency in dependencies.map(\.path).sorted() {
      for path in FileTree.paths(
        under: URL(fileURLWithPath: dependency), skipping: [".build", ".swiftpm"]
      ).sorted() {
        let attributes = try? FileManager.default.attributesOfItem(atPath: dependency + "/" + path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        lines.append("\(dependency)/\(path) \(size) \(date)")
      }
    }
    return lines.joined(separator: "\n")
  }

  deinit {
    if lock >= 0 {
      flock(lock, LOCK_UN)
      close(lock)
    }
  }

  /// Makes the copy's files those of `package` (besides its own build folder), writing only
  /// what differs so the build stays incremental; `mutated` files are left to the schema.
  private func sync(from package: URL, leaving mutated: Set<String>) throws {
    var wanted: [String: Data] = [:]
    var links: [String: String] = [:]
    for path in FileTree.paths(under: package, skipping: [".reached"]) where !mutated.contains(path)
    {
      let source = package.appendingPathComponent(path).path
      if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: source) {
        links[path] = destination
      } else {
        wanted[path] = FileManager.default.contents(atPath: source)
      }
    }
    let manifest = package.appendingPathComponent("Package.swift")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    wanted["Package.swift"] = Data(
      Self.absolutePathDependencies(text, relativeTo: package).utf8)
    for existing in FileTree.paths(under: root, skipping: [".reached"])
    where wanted[existing] == nil && links[existing] == nil && !mutated.contains(existing) {
      try? FileManager.default.removeItem(at: root.appendingPathComponent(existing))
    }
    for (path, content) in wanted {
      try writeIfChanged(content, to: path)
    }
    // A symbolic link stays a link to the same place (folders shared between packages).
    for (path, destination) in links {
      let url = root.appendingPathComponent(path)
      if (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) == destination {
        continue
      }
      try? FileManager.default.removeItem(at: url)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }
  }

  private func writeIfChanged(_ content: Data, to relativePath: String) throws {
    let url = root.appendingPathComponent(relativePath)
    let existing = FileManager.default.contents(atPath: url.path)
    if existing == content { return }
    if originals?.keys.contains(relativePath) == false {
      originals?[relativePath] = .some(existing)
    }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try content.write(to: url, options: .atomic)
    // Only sources are compiled into the test binary; a manifest may change nothing in it.
    guard relativePath.hasSuffix(".swift"), relativePath != "Package.swift" else { return }
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    let written = attributes?[.modificationDate] as? Date ?? Date()
    lastWrite = max(lastWrite ?? written, written)
    writtenFiles.insert(relativePath)
  }

  /// When a file of the copy was last written (this run), and which files were.
  private(set) var lastWrite: Date?
  private var writtenFiles: Set<String> = []

  /// Gives every file written this run a new time, a second on, so that any incremental
  /// check sees it changed.
  func touchWrittenFiles() {
    let later = Date().addingTimeInterval(1)
    for path in writtenFiles {
      try? FileManager.default.setAttributes(
        [.modificationDate: later], ofItemAtPath: root.appendingPathComponent(path).path)
    }
    lastWrite = later
  }

  /// Writes a rewritten source into the copy (only when it differs from what is there).
  func write(_ text: String, to relativePath: String) throws(MutationRunner.Failure) {
    do {
      try writeIfChanged(Data(text.utf8), to: relativePath)
    } catch {
      throw .input(
        "could not write \(relativePath) in the scratch copy: \(error.localizedDescription)")
    }
  }

  /// The switch the copy's schema reads: its key kept with a kept copy, so the schema, and so
  /// the build, stay the same from run to run; drawn anew for any other copy.
  var mutantSwitch: MutantSwitch {
    guard let memory else { return fallbackSwitch }
    let file = memory.deletingLastPathComponent().appendingPathComponent(".switch-key")
    if let text = try? String(contentsOf: file, encoding: .utf8),
      let key = UInt64(text.trimmingCharacters(in: .whitespacesAndNewlines), radix: 16)
    {
      return MutantSwitch(key: key)
    }
    // The grader's alone: a student's test that read it could decode its mutant.
    _ = FileManager.default.createFile(
      atPath: file.path, contents: Data(String(fallbackSwitch.key, radix: 16).utf8),
      attributes: [.posixPermissions: 0o600])
    return fallbackSwitch
  }
  private let fallbackSwitch = MutantSwitch.random()

  /// Where a kept copy remembers what its last run learned of the package
  /// (`UnviableMemory`); `nil` for a temporary copy or the package itself.
  var memory: URL? {
    isKept && originals == nil ? container.appendingPathComponent(".unviable.json") : nil
  }

  /// Removes a temporary copy; a kept one stays for the next run; the package itself gets
  /// its files back.
  func remove() {
    if let originals {
      for (path, content) in originals {
        let url = root.appendingPathComponent(path)
        if let content {
          try? content.write(to: url)
        } else {
          try? FileManager.default.removeItem(at: url)
        }
      }
      self.originals = [:]
      try? FileManager.default.removeItem(at: root.appendingPathComponent(".reached"))
      return
    }
    guard !isKept else { return }
    try? FileManager.default.removeItem(at: container)
    ChildRegistry.shared.remove(folder: container)
  }

  /// `path: "../.."` inside `.package(…)` becomes the absolute folder it names, or the folder
  /// `redirecting` maps that one to (a grader's copy of the harness alone).
  package static func absolutePathDependencies(
    _ manifest: String, relativeTo package: URL, redirecting: [String: String] = [:]
  ) -> String {
    let pattern = #"(\.package\([^)]*?path:\s*")([^"/][^"]*)(")"#
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return manifest }
    var result = manifest
    let matches = expression.matches(
      in: manifest, range: NSRange(manifest.startIndex..., in: manifest))
    for match in matches.reversed() {
      guard let pathRange = Range(match.range(at: 2), in: manifest) else { continue }
      var absolute = package.appendingPathComponent(String(manifest[pathRange]))
        .standardizedFileURL.path
      absolute = redirecting[absolute] ?? absolute
      if let target = Range(match.range(at: 2), in: result) {
        result.replaceSubrange(target, with: absolute)
      }
    }
    return result
  }
}
