import Foundation
import VIPKitCore
import VIPKitCourse

/// The harness alone, as a package of its own in the grader's cache, for the exercises to
/// depend on instead of the whole course.
///
/// An exercise depends on the course's root package (`path: "../.."`) for its `VIPKit`
/// library. That package also declares vipkit's own modules and its two plugins, and SwiftPM
/// compiles a package's plugins in every build folder that depends on it: about a sixth of
/// an exercise's cold build. A grader builds many such folders, so it gives them a package
/// that declares the `VIPKit` library and nothing else, made from the course's
/// `Sources/VIPKit` and kept in step with it by content.
///
/// Only an exercise that asks the course for nothing but that library is pointed at it: one
/// that names another product, or names one in a way that cannot be read without running
/// its manifest, keeps the course's package.
///
/// A grader prepares it once a submission (`prepare`), before its exercises are graded.
struct HarnessPackage: Sendable {
  let root: URL
  /// A fingerprint of its files, for the keys of what is built against it.
  let fingerprint: String

  /// The harness package for `course` in `cache`, written or brought up to date; `nil` when
  /// the course's package declares no `VIPKit` library in `Sources/VIPKit`.
  static func prepare(for course: Course, in cache: URL) throws(Diagnostic) -> HarnessPackage? {
    let sources = course.root.appendingPathComponent("Sources/VIPKit")
    guard
      let manifest = FileManager.default.contents(
        atPath: course.root.appendingPathComponent("Package.swift").path),
      String(decoding: manifest, as: UTF8.self).contains(#".library(name: "VIPKit""#)
    else { return nil }
    var files: [String: Data] = ["Package.swift": Data(Self.manifest.utf8)]
    for path in FileTree.paths(under: sources) {
      guard let content = FileManager.default.contents(atPath: sources.path + "/" + path) else {
        throw Diagnostic(.error, "could not read \(sources.path)/\(path)")
      }
      files["Sources/VIPKit/" + path] = content
    }
    // Named like the course's folder: an exercise's manifest names the package it depends on
    // after the folder its path ends in.
    let root = cache.appendingPathComponent("harness")
      .appendingPathComponent(course.root.standardizedFileURL.lastPathComponent)
    let workspace = try GradingWorkspace(root: root)
    try withExtendedLifetime(workspace) { () throws(Diagnostic) in try workspace.sync(files) }
    return HarnessPackage(root: root, fingerprint: ExerciseGrader.fingerprint(files))
  }

  /// Whether the exercise's manifest asks the course's package for the `VIPKit` library
  /// only: every product it names is `VIPKit`, by a literal name.
  static func serves(_ manifest: String) -> Bool {
    var rest = Substring(manifest)
    while let found = rest.range(of: ".product(") {
      rest = rest[found.upperBound...]
      let arguments = rest.drop { $0 == " " || $0 == "\n" }
      guard arguments.hasPrefix(#"name: "VIPKit""#) else { return false }
    }
    return true
  }

  /// The harness's manifest: the library and its one target, in the course's language mode.
  private static let manifest = """
    // swift-tools-version:6.0
    // Written by vipkit grade: the course's harness alone, so that the exercises it grades
    // do not build vipkit's plugins. Made from the course's Sources/VIPKit; do not edit.
    import PackageDescription

    let package = Package(
      name: "VIPKit",
      products: [.library(name: "VIPKit", targets: ["VIPKit"])],
      targets: [.target(name: "VIPKit")],
      swiftLanguageModes: [.v6]
    )

    """
}
