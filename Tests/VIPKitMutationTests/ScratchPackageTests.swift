import Foundation
import Testing

@testable import VIPKitMutation

/// A kept scratch copy (a grader's mutants folder) keeps its build between runs, except when
/// that build cannot be trusted: a path dependency whose files changed (the harness, updated
/// with the kit) costs a cold build rather than a build that plans the old file list.
@Suite("The kept scratch copy")
struct ScratchPackageTests {
  static func layout() throws -> (package: URL, dependency: URL, kept: URL) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-scratch-\(UUID().uuidString)")
    let dependency = root.appendingPathComponent("harness/course")
    let package = root.appendingPathComponent("submission")
    for (folder, files) in [
      (
        dependency,
        ["Package.swift": "// the harness", "Sources/VIPKit/A.swift": "public struct A {}"]
      ),
      (
        package,
        [
          "Package.swift": ".package(path: \"\(dependency.path)\"), .package(path: \"../other\")",
          "Sources/App/main.swift": "print(1)",
        ]
      ),
    ] {
      for (path, text) in files {
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
      }
    }
    return (package, dependency, root.appendingPathComponent("submission-mutants"))
  }

  @Test("its path dependencies, absolute or relative to the package")
  func dependencies() throws {
    let (package, dependency, _) = try Self.layout()
    let manifest = try String(
      contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(
      ScratchPackage.pathDependencies(manifest, relativeTo: package).map(\.path) == [
        dependency.path, package.deletingLastPathComponent().appendingPathComponent("other").path,
      ])
  }

  @Test("the build is kept while the dependencies stay; a new file in one drops it")
  func dependencyChanged() throws {
    let (package, dependency, kept) = try Self.layout()
    let marker = kept.appendingPathComponent("submission/.build/built")
    do {
      let scratch = try ScratchPackage(copying: package, keptIn: kept)
      try FileManager.default.createDirectory(
        at: marker.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data().write(to: marker)
      _ = scratch
    }
    do { _ = try ScratchPackage(copying: package, keptIn: kept) }
    #expect(FileManager.default.fileExists(atPath: marker.path), "nothing changed: kept")

    try "public struct SceneGraph {}".write(
      to: dependency.appendingPathComponent("Sources/VIPKit/SceneGraph.swift"), atomically: true,
      encoding: .utf8)
    do { _ = try ScratchPackage(copying: package, keptIn: kept) }
    #expect(!FileManager.default.fileExists(atPath: marker.path), "the harness changed: dropped")
    #expect(
      FileManager.default.fileExists(
        atPath: kept.appendingPathComponent("submission/Sources/App/main.swift").path))
  }

  @Test("in place: the package's own build is used, and every file the schema wrote is put back")
  func inPlace() throws {
    let (package, _, _) = try Self.layout()
    let main = package.appendingPathComponent("Sources/App/main.swift")
    let build = package.appendingPathComponent(".build/built")
    try FileManager.default.createDirectory(
      at: build.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data().write(to: build)
    let manifest = try Data(contentsOf: package.appendingPathComponent("Package.swift"))

    let scratch = ScratchPackage(inPlace: package)
    #expect(scratch.root == package)
    #expect(scratch.environment["TMPDIR"] == package.appendingPathComponent("tmp").path)
    try scratch.write("print(2) // the schema", to: "Sources/App/main.swift")
    try scratch.write("// added by the schema", to: "Sources/App/Schema.swift")
    try scratch.write("print(3) // written twice", to: "Sources/App/main.swift")
    try FileManager.default.createDirectory(
      at: package.appendingPathComponent(".reached"), withIntermediateDirectories: true)
    #expect(try String(contentsOf: main, encoding: .utf8) == "print(3) // written twice")
    scratch.remove()

    #expect(try String(contentsOf: main, encoding: .utf8) == "print(1)", "the first content")
    #expect(
      !FileManager.default.fileExists(
        atPath: package.appendingPathComponent("Sources/App/Schema.swift").path))
    #expect(
      !FileManager.default.fileExists(atPath: package.appendingPathComponent(".reached").path))
    #expect(FileManager.default.fileExists(atPath: build.path), "its build stays")
    #expect(try Data(contentsOf: package.appendingPathComponent("Package.swift")) == manifest)
  }
}
