import Foundation
import VIPKitCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A package folder where one exercise is built and tested, kept between grading runs so that
/// what does not change (the harness, the official tests, the reference solution) is built
/// once and only the student's files are compiled again.
///
/// Its files are made equal to a list (`sync`) before each use: a file whose content is
/// unchanged keeps its date, so the build stays incremental, and whatever a previous run
/// wrote or deleted there is put right. It is locked while in use, so two `vipkit grade`
/// runs can share the cache.
final class GradingWorkspace: @unchecked Sendable {
  let root: URL
  private let lock: Int32
  /// Marks every process started here, so that what escapes its group can be found. New for
  /// each grade and in the build's environment too, where it is load-bearing: SwiftPM plans
  /// a build again when its environment changed and compiles a changed module whole, while
  /// with the same environment it can miss a file edited within about a second of the last
  /// build and keep the previous submission's binary (`BackToBackBuildScenarios`; 0.45 s a
  /// build is the price, measured, and not worth a wrong grade).
  let marker = UUID().uuidString

  /// Opens (and creates) the workspace at `root`, waiting for another run that uses it.
  init(root: URL) throws(Diagnostic) {
    self.root = root
    do {
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    } catch {
      throw Diagnostic(.error, "could not create \(root.path): \(error.localizedDescription)")
    }
    lock = open(root.path + ".lock", O_RDWR | O_CREAT, 0o600)
    guard lock >= 0 else {
      throw Diagnostic(.error, "could not lock \(root.path): \(String(cString: strerror(errno)))")
    }
    while flock(lock, LOCK_EX) != 0, errno == EINTR {}
  }

  deinit {
    flock(lock, LOCK_UN)
    close(lock)
  }

  /// Makes the workspace hold exactly `files` (relative path → content), besides its build
  /// folder; writes only what differs.
  func sync(_ files: [String: Data]) throws(Diagnostic) {
    let manager = FileManager.default
    for existing in FileTree.paths(under: root, skipping: ["tmp", ".events", ".test"])
    where files[existing] == nil {
      try? manager.removeItem(at: root.appendingPathComponent(existing))
    }
    for (path, content) in files {
      let url = root.appendingPathComponent(path)
      if manager.contents(atPath: url.path) == content { continue }
      do {
        try manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try content.write(to: url)
      } catch {
        throw Diagnostic(.error, "could not write \(url.path): \(error.localizedDescription)")
      }
    }
  }

  /// Removes `paths` (the instructor's private tests, once built into the binary), so code
  /// under test cannot read them.
  func remove(_ paths: some Sequence<String>) {
    for path in paths { try? FileManager.default.removeItem(at: root.appendingPathComponent(path)) }
  }

  /// Copies the test binary `binary` (built in another workspace) into this one, with what
  /// lies beside it that it may load at run time (`TestProducts`). Returns the copy's path.
  func copyTestProducts(of binary: String) throws(Diagnostic) -> String {
    let products = root.appendingPathComponent(".test")
    switch TestProducts.copy(of: binary, into: products) {
    case .success(let path): return path
    case .failure(let failure):
      throw Diagnostic(
        .error, "could not copy the test binary to \(products.path)", notes: [failure.output])
    }
  }

  /// The environment of builds and tests here: temporary files stay in the workspace, and
  /// nothing of the grader's own configuration leaks in.
  var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    let temporary = root.appendingPathComponent("tmp")
    try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    environment["TMPDIR"] = temporary.path
    for key in environment.keys where key.hasPrefix("VIPKIT_") { environment[key] = nil }
    environment[ProcessSweep.variable] = marker
    environment["TZ"] = Self.timeZone
    return environment
  }

  /// The time zone every test is graded in, whatever the grading machine's: a grade must not
  /// change with the machine, and a machine in UTC would hide a scene that shows the
  /// device's day (`TimeZone.current` on Linux does not follow a test's `NSTimeZone.default`).
  /// UTC+14, so that a moment's day differs from UTC's for ten hours of every day.
  static let timeZone = "Pacific/Kiritimati"

  /// The result of `swift build --build-tests`.
  struct Build: Codable {
    var succeeded: Bool
    var timedOut: Bool
    /// The compiler's errors, as `path:line:column: error: …` relative to the exercise.
    var errors: [String]
    /// The compiler's warnings, relative like the errors.
    var warnings: [String]
    /// The test binary, when the build succeeded.
    var testBinary: String?
  }

  /// Builds the package and its tests, with the toolchain's modules from `moduleCache`.
  ///
  /// With `key` (what the files, the harness and the tool add up to), a build of the very
  /// same key as the last one here is not asked of SwiftPM again while its test binary is as
  /// that build left it: a regrade, or a class's identical copies. SwiftPM's own no-op build
  /// is no such thing here: each build's new `marker` makes it plan again, and the private
  /// tests, removed after every build and written back by `sync`, are compiled again (2.4 s
  /// of a warm grade of 12 under load). Only a grader whose student code cannot write here
  /// may pass a key; any other build forgets the last one first.
  func build(timeout: Double, moduleCache: SharedModuleCache, key: String? = nil) -> Build {
    let record = root.appendingPathComponent(".build/vipkit-last-build.json")
    let key = key.map { $0 + " " + Self.toolchain }
    if let key, let kept = BuildRecord.read(record), kept.key == key, kept.isCurrent {
      return kept.build
    }
    try? FileManager.default.removeItem(at: record)
    let build = swiftBuild(timeout: timeout, moduleCache: moduleCache)
    if let key, build.succeeded, let binary = build.testBinary,
      let made = BuildRecord(key: key, build: build, binary: binary)
    {
      made.write(to: record)
    }
    return build
  }

  /// The toolchain that builds here (the `usr` that `Sandbox` finds, through a proxy such as
  /// swiftly's, whose own file does not change when it switches), by its folder and its
  /// compiler's size and date: a binary built by another toolchain may not even load with
  /// this one's runtime.
  static let toolchain: String = {
    guard let usr = Sandbox.toolchain else { return "swift" }
    let compiler = URL(fileURLWithPath: usr).appendingPathComponent("bin/swift-frontend").path
    let attributes = try? FileManager.default.attributesOfItem(atPath: compiler)
    let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
    let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(usr) \(size) \(date)"
  }()

  /// `swift build --build-tests`, run.
  private func swiftBuild(timeout: Double, moduleCache: SharedModuleCache) -> Build {
    let outcome = ChildProcess.run(
      "swift", ScratchBuild.arguments + moduleCache.buildArguments, in: root,
      environment: environment, timeout: timeout, fileSizeLimit: 1 << 30)
    let prefix = root.standardizedFileURL.path + "/"
    /// The lines that hold `marker`, each once, with paths relative to the workspace.
    func lines(holding marker: String) -> [String] {
      var found: [String] = []
      for line in outcome.output.split(separator: "\n") where line.contains(marker) {
        let relative = line.replacingOccurrences(of: prefix, with: "")
        if !found.contains(relative) { found.append(relative) }
      }
      return found
    }
    var build = Build(
      succeeded: false, timedOut: outcome.timedOut, errors: lines(holding: "error: "),
      warnings: lines(holding: "warning: "))
    guard outcome.succeeded else { return build }
    // SwiftPM links `.build/debug` to the build folder of the host's triple.
    let folder = root.appendingPathComponent(".build/debug").path
    guard
      let bundle = (try? FileManager.default.contentsOfDirectory(atPath: folder))?
        .first(where: { $0.hasSuffix(".xctest") })
    else {
      build.errors = ["the build made no test binary: is there a test target?"]
      return build
    }
    build.succeeded = true
    build.testBinary = folder + "/" + bundle
    return build
  }
}

/// What a workspace's last successful build was made from and what it said, with the size and
/// date of the test binary it made: a binary changed since is not that build's.
private struct BuildRecord: Codable {
  var key: String
  var build: GradingWorkspace.Build
  var size: Int
  var date: Double

  init?(key: String, build: GradingWorkspace.Build, binary: String) {
    guard let (size, date) = Self.identity(of: binary) else { return nil }
    self.key = key
    self.build = build
    self.size = size
    self.date = date
  }

  /// Whether the test binary is still as the build left it.
  var isCurrent: Bool {
    guard let binary = build.testBinary, let (size, date) = Self.identity(of: binary) else {
      return false
    }
    return size == self.size && date == self.date
  }

  /// The size and modification date of the file at `path` (the binary itself: a bundle
  /// folder on macOS, whose executable changes with it).
  static func identity(of path: String) -> (Int, Double)? {
    #if canImport(Darwin)
      let executable = URL(fileURLWithPath: path).appendingPathComponent(
        "Contents/MacOS/" + URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      ).path
      let file = FileManager.default.fileExists(atPath: executable) ? executable : path
    #else
      let file = path
    #endif
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: file),
      let size = (attributes[.size] as? NSNumber)?.intValue,
      let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970
    else { return nil }
    return (size, date)
  }

  static func read(_ url: URL) -> BuildRecord? {
    FileManager.default.contents(atPath: url.path).flatMap {
      try? JSONDecoder().decode(BuildRecord.self, from: $0)
    }
  }

  /// Written whole or not at all.
  func write(to url: URL) {
    guard let data = try? JSONEncoder().encode(self) else { return }
    try? data.write(to: url, options: .atomic)
  }
}
