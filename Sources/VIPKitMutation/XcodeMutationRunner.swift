import Foundation
import VIPKitCore
import VIPKitSyntax

/// Runs an `XcodeMutationPlan` on a Mac: copies the project's folder, writes the schema,
/// builds it once with xcodebuild, runs the unmutated tests, then each mutant against the
/// tests that reach it, and a survivor again against every test before it is called a
/// survivor. One simulator, one mutant at a time. The user's folder is never written to.
package struct XcodeMutationRunner {
  let plan: XcodeMutationPlan
  let progress: @Sendable (String) -> Void
  package var timeoutFactor = 3.0
  /// xcodebuild's own start-up is seconds, so the floor is larger than SwiftPM's.
  package var timeoutFloor = 30.0
  /// The xcodebuild to run: found on `PATH` by default; the tests give a stand-in.
  package var xcodebuild = "xcodebuild"
  /// Variables added to every run's environment (the tests' stand-in reads its script).
  package var environment: [String: String] = [:]
  /// Only this slice of the mutants (`--shard 2/3`), as for a package: the same plan and
  /// build on every machine, each runnable mutant in exactly one shard.
  package var shard: MutationReport.Shard?

  package init(plan: XcodeMutationPlan, progress: @escaping @Sendable (String) -> Void) {
    self.plan = plan
    self.progress = progress
  }

  package func run() throws(MutationRunner.Failure) -> MutationRunner.Result {
    let start = Date()
    guard xcodebuild.contains("/") || Self.onPath(xcodebuild) else {
      throw .input(
        "xcodebuild is not on this machine: vipkit mutate --project runs on a Mac with Xcode",
        details: "vipkit mutate --project … --dry-run prints the plan and its commands anywhere.")
    }
    try copyProject()
    ChildRegistry.shared.add(folder: plan.scratch)
    defer {
      try? FileManager.default.removeItem(at: plan.scratch)
      ChildRegistry.shared.remove(folder: plan.scratch)
    }
    var maps: [String: SourceMap] = [:]
    for file in plan.files {
      let data = FileManager.default.contents(atPath: plan.root.appendingPathComponent(file).path)
      maps[file] = SourceMap(SourceText(path: file, bytes: Array(data ?? Data())))
    }
    progress("Building the tests once with xcodebuild, with \(plan.entries.count) mutants…")
    let buildStart = Date()
    let scratch = plan.scratch
    var mutants = try SchemaBuild.loop(
      plan.entries.map(\.mutant), maps: maps, root: scratch, building: "project",
      mutantSwitch: .random(),
      write: { (text: String, file: String) throws(MutationRunner.Failure) in
        do {
          try Data(text.utf8).write(to: scratch.appendingPathComponent(file), options: .atomic)
        } catch {
          throw .input("could not write \(file) in the scratch copy: \(error.localizedDescription)")
        }
      },
      build: { run(plan.build, timeout: nil) }, progress: { progress($0) })
    let buildSeconds = Date().timeIntervalSince(buildStart)

    let baseline = run(plan.baseline, timeout: nil)
    let verdict = XcodebuildOutcome(log: baseline.output, status: baseline.status)
    guard verdict.verdict == .passed else {
      if case .notRun(let reason) = verdict.verdict {
        throw .input(
          "xcodebuild could not run the tests: \(reason)",
          details: String(baseline.output.suffix(3000)))
      }
      throw .baselineFails(failingTests: verdict.failingTests, output: baseline.output)
    }
    let limit = baseline.seconds * timeoutFactor + timeoutFloor
    progress(
      "Unmutated, the tests pass in \(Int(baseline.seconds)) s; each mutant gets \(Int(limit)) s.")
    if let shard {
      let kept = Set(mutants.filter { $0.status == .pending && shard.holds($0.key) }.map(\.id))
      mutants = mutants.filter { $0.status == .unviable || kept.contains($0.id) }
      progress("Shard \(shard.index)/\(shard.count): \(kept.count) of the mutants.")
    }
    let tests = Dictionary(uniqueKeysWithValues: plan.entries.map { ($0.mutant.id, $0.tests) })
    for index in mutants.indices where mutants[index].status == .pending {
      ChildRegistry.shared.haltIfInterrupted()
      let id = mutants[index].id
      mutants[index].status = try judge(id, tests: tests[id] ?? [], limit: limit)
      progress("[\(index + 1)/\(mutants.count)] mutant \(id): \(mutants[index].status.rawValue)")
    }
    return MutationRunner.Result(
      mutants: mutants, baselineSeconds: baseline.seconds,
      seconds: Date().timeIntervalSince(start), buildSeconds: buildSeconds, workdir: nil)
  }

  /// One mutant's status: its selected tests first, then, if it survives them, every test.
  private func judge(_ id: Int, tests: [String], limit: Double) throws(MutationRunner.Failure)
    -> Mutant.Status
  {
    for selection in tests.isEmpty ? [[]] : [tests, []] {
      let outcome = run(plan.run(mutant: id, tests: selection), timeout: limit)
      if outcome.timedOut { return .timedOut }
      switch XcodebuildOutcome(log: outcome.output, status: outcome.status).verdict {
      case .failed: return .killed
      case .passed: continue
      case .notRun(let reason):
        throw .input("xcodebuild could not run the tests of mutant \(id): \(reason)")
      }
    }
    return .survived
  }

  private func run(_ command: XcodeMutationPlan.Command, timeout: Double?) -> ChildProcess.Outcome {
    var environment = ProcessInfo.processInfo.environment
    environment.merge(self.environment) { $1 }
    environment.merge(command.environment) { $1 }
    return ChildProcess.run(
      xcodebuild, Array(command.arguments.dropFirst()), in: plan.scratch,
      environment: environment, timeout: timeout, outputLimit: 8 << 20)
  }

  /// A fresh copy of the project's folder, without build state or derived data.
  private func copyProject() throws(MutationRunner.Failure) {
    let manager = FileManager.default
    try? manager.removeItem(at: plan.scratch)
    do {
      for path in FileTree.paths(under: plan.root, skipping: ["DerivedData"]) {
        let target = plan.scratch.appendingPathComponent(path)
        try manager.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.copyItem(at: plan.root.appendingPathComponent(path), to: target)
      }
    } catch {
      throw .input(
        "could not copy \(plan.root.path) to \(plan.scratch.path): \(error.localizedDescription)")
    }
  }

  static func onPath(_ program: String) -> Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/\(program)")
    }
  }
}
