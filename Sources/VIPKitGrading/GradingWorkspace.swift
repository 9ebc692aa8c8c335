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
  /// Marks every process started here, so that what escapes its group can be found.
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
    for existing in Self.files(under: root) where files[existing] == nil {
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

  /// Every file under `folder`, relative to it, leaving out build products and SwiftPM's state.
  static func files(under folder: URL) -> [String] {
    var result: [String] = []
    func walk(_ url: URL, _ relative: String) {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      for name in names where !(relative.isEmpty && [".build", ".swiftpm", "tmp"].contains(name)) {
        let child = url.appendingPathComponent(name)
        let path = relative.isEmpty ? name : relative + "/" + name
        if SubmissionFolder.kind(of: child) == .typeDirectory {
          walk(child, path)
        } else {
          result.append(path)
        }
      }
    }
    walk(folder, "")
    return result
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
    return environment
  }

  /// The result of `swift build --build-tests`.
  struct Build {
    var succeeded: Bool
    var timedOut: Bool
    /// The compiler's errors, as `path:line:column: error: …` relative to the exercise.
    var errors: [String]
    var output: String
    /// The test binary, when the build succeeded.
    var testBinary: String?
    /// The compiler's warnings, relative like the errors.
    var warnings: [String] = []
  }

  func build(timeout: Double) -> Build {
    let environment = environment
    let outcome = ChildProcess.run(
      "swift", ["build", "--build-tests"], in: root,
      environment: environment, timeout: timeout, fileSizeLimit: 1 << 30)
    let prefix = root.standardizedFileURL.path + "/"
    let errors = outcome.output.split(separator: "\n")
      .filter { $0.contains("error: ") }
      .map { $0.replacingOccurrences(of: prefix, with: "") }
    var unique: [String] = []
    for error in errors where !unique.contains(error) { unique.append(error) }
    var warnings: [String] = []
    for line in outcome.output.split(separator: "\n") where line.contains("warning: ") {
      let warning = line.replacingOccurrences(of: prefix, with: "")
      if !warnings.contains(warning) { warnings.append(warning) }
    }
    guard outcome.succeeded else {
      return Build(
        succeeded: false, timedOut: outcome.timedOut, errors: unique, output: outcome.output,
        testBinary: nil)
    }
    let binPath = ChildProcess.run(
      "swift", ["build", "--show-bin-path"], in: root, environment: environment, timeout: 120)
    let folder = binPath.output.split(separator: "\n").last.map(String.init) ?? ""
    let bundle = (try? FileManager.default.contentsOfDirectory(atPath: folder))?
      .first { $0.hasSuffix(".xctest") }
    return Build(
      succeeded: bundle != nil, timedOut: false,
      errors: bundle == nil ? ["the build made no test binary: is there a test target?"] : [],
      output: outcome.output, testBinary: bundle.map { folder + "/" + $0 }, warnings: warnings)
  }
}
