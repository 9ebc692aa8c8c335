import Foundation
import VIPKitCore

/// A copy of the user's package to mutate, in a temporary folder, without its build
/// products. Relative path dependencies (`.package(path: "../..")`) are made absolute so the
/// copy resolves them where the original does.
package struct ScratchPackage {
  let root: URL
  private let container: URL
  /// The environment for builds and test runs: their temporary files (SwiftPM's locks among
  /// them) go inside the scratch folder, and so go with it.
  let environment: [String: String]

  init(copying package: URL) throws(MutationRunner.Failure) {
    container = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-mutate-\(UUID().uuidString)")
    root = container.appendingPathComponent(package.lastPathComponent)
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = container.appendingPathComponent("tmp").path
    self.environment = environment
    ChildRegistry.shared.add(folder: container)
    do {
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(
        at: container.appendingPathComponent("tmp"), withIntermediateDirectories: true)
      for name in try FileManager.default.contentsOfDirectory(atPath: package.path)
      where !Self.skipped(name) {
        try FileManager.default.copyItem(
          at: package.appendingPathComponent(name), to: root.appendingPathComponent(name))
      }
      let manifest = root.appendingPathComponent("Package.swift")
      let text = try String(contentsOf: manifest, encoding: .utf8)
      try Self.absolutePathDependencies(text, relativeTo: package)
        .write(to: manifest, atomically: true, encoding: .utf8)
    } catch {
      remove()
      throw .input("could not copy the package to a scratch folder: \(error.localizedDescription)")
    }
  }

  func write(_ text: String, to relativePath: String) throws(MutationRunner.Failure) {
    do {
      try text.write(
        to: root.appendingPathComponent(relativePath), atomically: true, encoding: .utf8)
    } catch {
      throw .input(
        "could not write \(relativePath) in the scratch copy: \(error.localizedDescription)")
    }
  }

  func remove() {
    try? FileManager.default.removeItem(at: container)
    ChildRegistry.shared.remove(folder: container)
  }

  /// Build products, caches and version control are not copied.
  private static func skipped(_ name: String) -> Bool {
    name == ".build" || name.hasPrefix(".build-") || name.hasPrefix(".build_") || name == ".git"
      || name == ".swiftpm"
  }

  /// `path: "../.."` inside `.package(…)` becomes the absolute folder it names.
  package static func absolutePathDependencies(_ manifest: String, relativeTo package: URL)
    -> String
  {
    let pattern = #"(\.package\([^)]*?path:\s*")([^"/][^"]*)(")"#
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return manifest }
    var result = manifest
    let matches = expression.matches(
      in: manifest, range: NSRange(manifest.startIndex..., in: manifest))
    for match in matches.reversed() {
      guard let pathRange = Range(match.range(at: 2), in: manifest) else { continue }
      let absolute = package.appendingPathComponent(String(manifest[pathRange]))
        .standardizedFileURL.path
      if let target = Range(match.range(at: 2), in: result) {
        result.replaceSubrange(target, with: absolute)
      }
    }
    return result
  }
}
