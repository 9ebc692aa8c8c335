import Foundation
import VIPKitSyntax

/// How the protocols' module and the spies' test target each read an unannotated async
/// function type (`AsyncFunctionTypes.Default`), from where the project says it: an Xcode
/// target's build settings, a SwiftPM target's settings in `Package.swift`.
///
/// `Package.swift` is read as text, not run: a target has the feature when its own
/// declaration names `NonisolatedNonsendingByDefault`, when a constant it names does, or when
/// a loop over `package.targets` sets it for all. A manifest that builds its settings some
/// other way is not understood; `--nonisolated-nonsending` then says it.
package enum TargetConcurrency {
  static let feature = "NonisolatedNonsendingByDefault"

  /// An Xcode target's reading from its build settings: Xcode 26's approachable concurrency,
  /// the feature's own setting, or the flag in `OTHER_SWIFT_FLAGS`.
  package static func xcode(settings: [String: String]) -> AsyncFunctionTypes.Default {
    let on = [
      "SWIFT_APPROACHABLE_CONCURRENCY", "SWIFT_UPCOMING_FEATURE_NONISOLATED_NONSENDING_BY_DEFAULT",
    ].contains { settings[$0] == "YES" }
    let flags = settings["OTHER_SWIFT_FLAGS"] ?? ""
    return on || flags.contains(feature) ? .nonsending : .concurrent
  }

  /// An Xcode target's default actor isolation (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`),
  /// or `nil` (nonisolated).
  package static func xcodeDefaultIsolation(settings: [String: String]) -> String? {
    settings["SWIFT_DEFAULT_ACTOR_ISOLATION"] == "MainActor" ? "MainActor" : nil
  }

  /// The reading of the SwiftPM target that holds `path` (a file or folder under
  /// `Sources/<target>` or `Tests/<target>`, or a target's custom `path:`), from the nearest
  /// `Package.swift` above it; `nil` when there is none or no target holds the path.
  package static func package(holding path: URL) -> AsyncFunctionTypes.Default? {
    guard let (owner, text) = owner(holding: path) else { return nil }
    return reads(owner.text, at: owner.offset, in: text) ? .nonsending : .concurrent
  }

  /// `MainActor` when the SwiftPM target that holds `path` sets
  /// `.defaultIsolation(MainActor.self)` (as `package(holding:)` reads a setting), else `nil`.
  package static func packageDefaultIsolation(holding path: URL) -> String? {
    guard let (owner, text) = owner(holding: path) else { return nil }
    return reads(owner.text, at: owner.offset, in: text, marker: "defaultIsolation(MainActor")
      ? "MainActor" : nil
  }

  /// The declaration of the target that holds `path`, and the manifest's text.
  private static func owner(holding path: URL) -> (
    (name: String, path: String?, text: String, offset: Int), String
  )? {
    var folder = path.standardizedFileURL
    var manifest: URL?
    for _ in 0..<12 {
      let candidate = folder.appendingPathComponent("Package.swift")
      if FileManager.default.fileExists(atPath: candidate.path) {
        manifest = candidate
        break
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    guard let manifest, let text = try? String(contentsOf: manifest, encoding: .utf8) else {
      return nil
    }
    let root = manifest.deletingLastPathComponent().standardizedFileURL.path + "/"
    let relative =
      path.standardizedFileURL.path.hasPrefix(root)
      ? String(path.standardizedFileURL.path.dropFirst(root.count)) : ""
    let parts = relative.split(separator: "/").map(String.init)
    let declarations = targetDeclarations(in: text)
    // A custom `path:` first, then the conventional `Sources/<name>` and `Tests/<name>`.
    let owner =
      declarations.first { declaration in
        guard let custom = declaration.path else { return false }
        return relative == custom || relative.hasPrefix(custom + "/")
      }
      ?? (parts.count >= 2 && ["Sources", "Tests"].contains(parts[0])
        ? declarations.first { $0.name == parts[1] } : nil)
    return owner.map { ($0, text) }
  }

  /// Whether a target's declaration turns the feature on (`marker`: what names it), as
  /// `manifest` sets it.
  static func reads(
    _ declaration: String, at offset: Int, in manifest: String, marker: String = feature
  ) -> Bool {
    if declaration.contains(marker) { return true }
    // A loop over the targets that sets it, for those declared before it (a target appended
    // after the loop is not in it).
    var searchFrom = manifest.startIndex
    while let loop = manifest.range(
      of: "in package.targets", range: searchFrom..<manifest.endIndex)
    {
      searchFrom = loop.upperBound
      let loopOffset = manifest.utf8.distance(from: manifest.startIndex, to: loop.lowerBound)
      if loopOffset > offset, manifest[loop.upperBound...].prefix(1_200).contains(marker) {
        return true
      }
    }
    // A constant that holds it (`let settings: [SwiftSetting] = [… feature …]`), named here.
    for constant in constants(holding: marker, in: manifest)
    where declaration.range(of: "\\b\(constant)\\b", options: .regularExpression) != nil {
      return true
    }
    return false
  }

  /// `let name … = …` declarations whose value (up to the next `let` or `var`) names the
  /// feature.
  private static func constants(holding marker: String, in manifest: String) -> [String] {
    let pattern =
      #"(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)[^=\n]*=([\s\S]*?)(?=\n\s*(?:let|var|func)\s|$)"#
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let whole = NSRange(manifest.startIndex..., in: manifest)
    return expression.matches(in: manifest, range: whole).compactMap { match in
      guard let name = Range(match.range(at: 1), in: manifest),
        let value = Range(match.range(at: 2), in: manifest),
        manifest[value].contains(marker), manifest[name] != "package"
      else { return nil }
      return String(manifest[name])
    }
  }

  /// Every `.target(`, `.executableTarget(` and `.testTarget(` call: its `name:`, its
  /// `path:` if any, and its text up to the matching parenthesis.
  static func targetDeclarations(in manifest: String) -> [(
    name: String, path: String?, text: String, offset: Int
  )] {
    let bytes = Array(manifest.utf8)
    var result: [(String, String?, String, Int)] = []
    for kind in [".target(", ".executableTarget(", ".testTarget(", ".macro("] {
      var searchFrom = manifest.startIndex
      while let found = manifest.range(of: kind, range: searchFrom..<manifest.endIndex) {
        searchFrom = found.upperBound
        let start = manifest.utf8.distance(from: manifest.startIndex, to: found.upperBound) - 1
        var depth = 0
        var end = start
        for index in start..<bytes.count {
          if bytes[index] == UInt8(ascii: "(") { depth += 1 }
          if bytes[index] == UInt8(ascii: ")") {
            depth -= 1
            if depth == 0 {
              end = index
              break
            }
          }
        }
        let text = String(decoding: bytes[start...end], as: UTF8.self)
        guard let name = firstString(after: "name:", in: text) else { continue }
        result.append((name, firstString(after: "path:", in: text), text, start))
      }
    }
    return result
  }

  private static func firstString(after label: String, in text: String) -> String? {
    guard let labelRange = text.range(of: label),
      let open = text[labelRange.upperBound...].firstIndex(of: "\""),
      let close = text[text.index(after: open)...].firstIndex(of: "\"")
    else { return nil }
    return String(text[text.index(after: open)..<close])
  }
}
