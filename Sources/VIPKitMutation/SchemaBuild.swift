import Foundation
import VIPKitCore

/// A mutation run's second stage: the scratch copy of the package (or a grader's own
/// workspace, in place) with every planned mutant written into one schema and built once.
/// Mutants the compiler refuses become unviable and the build is done again without them;
/// a kept copy remembers them (`UnviableMemory`), so the next run on the same sources does
/// not build them again.
struct SchemaBuild {
  let scratch: ScratchPackage
  let tests: TestBinary
  /// The plan's mutants, one per number (a scene variant's pieces as one), those that do not
  /// compile `unviable`.
  let mutants: [Mutant]
  let seconds: Double

  /// Builds `plan` as `options` say; the scratch copy is removed again when the build fails.
  static func make(
    _ plan: MutationPlan, options: MutationRunner.Options,
    progress: @escaping @Sendable (String) -> Void
  ) throws(MutationRunner.Failure) -> SchemaBuild {
    let scratch =
      options.inPlace
      ? ScratchPackage(inPlace: options.package)
      : try ScratchPackage(
        copying: options.package, keptIn: options.workspace, mutated: Set(plan.maps.keys))
    do throws(MutationRunner.Failure) {
      return try build(plan, in: scratch, options: options, progress: progress)
    } catch {
      if !options.keepWorkdir || options.inPlace { scratch.remove() }
      throw error
    }
  }

  private static func build(
    _ plan: MutationPlan, in scratch: ScratchPackage, options: MutationRunner.Options,
    progress: @escaping @Sendable (String) -> Void
  ) throws(MutationRunner.Failure) -> SchemaBuild {
    let start = Date()
    var mutants = plan.mutants
    let memoryKey = scratch.memory.map { _ in
      UnviableMemory.key(of: options.package, arguments: options.buildArguments)
    }
    if let file = scratch.memory, let memoryKey {
      let recalled = UnviableMemory.recall(mutants, from: file, key: memoryKey)
      mutants = recalled.mutants
      if recalled.recalled > 0 {
        progress(
          "\(recalled.recalled) of the mutants did not compile in the last run on these sources: "
            + "left out.")
      }
    }
    let mutantSwitch = scratch.mutantSwitch
    progress(
      "Building the tests once, with \(mutants.filter { $0.status == .pending }.count) mutants in \(plan.files.count) files…"
    )
    func schema(_ planned: [Mutant]) throws(MutationRunner.Failure) -> [Mutant] {
      try loop(
        planned, maps: plan.maps, root: scratch.root, mutantSwitch: mutantSwitch,
        write: scratch.write(_:to:),
        build: {
          ChildProcess.run(
            "swift", ScratchBuild.arguments + options.buildArguments, in: scratch.root,
            environment: scratch.environment, outputLimit: 4 << 20)
        }, progress: progress)
    }
    func binary() throws(MutationRunner.Failure) -> TestBinary {
      try TestBinary(
        in: scratch.root, environment: scratch.environment, confinement: options.confinement,
        mutantSwitch: mutantSwitch, hidden: options.hostileTests, runFolder: options.runFolder)
    }
    // A scene variant is one mutant in several pieces (a body each) in the schema.
    var pieces = try schema(mutants)
    var tests = try binary()
    // A kept copy builds incrementally; a build that missed a file just written (the
    // compiler's incremental check went by its time and was fooled) would test stale code.
    if let written = scratch.lastWrite, (tests.modified ?? .distantPast) < written {
      progress("The build missed a changed file; building it again.")
      scratch.touchWrittenFiles()
      pieces = try schema(pieces)
      tests = try binary()
      if (tests.modified ?? .distantPast) < written {
        progress("The test binary is still older than the sources written; going on with it.")
      }
    }
    mutants = onePerNumber(pieces)
    // One reproduced mutant is not the whole plan's record of what does not compile.
    if let file = scratch.memory, let memoryKey, options.reproduce == nil {
      UnviableMemory.keep(
        mutants.filter { $0.operatorName != SceneVariant.operatorName }, in: file, key: memoryKey)
    }
    return SchemaBuild(
      scratch: scratch, tests: tests, mutants: mutants, seconds: Date().timeIntervalSince(start))
  }

  /// One mutant per number: a scene variant's pieces as the first of them, unviable when any
  /// piece is.
  static func onePerNumber(_ mutants: [Mutant]) -> [Mutant] {
    var index: [Int: Int] = [:]
    var result: [Mutant] = []
    for mutant in mutants {
      if let known = index[mutant.id] {
        if mutant.status == .unviable { result[known].status = .unviable }
        continue
      }
      index[mutant.id] = result.count
      result.append(mutant)
    }
    return result
  }

  /// The schema loop, whatever builds it (SwiftPM here, xcodebuild for an Xcode app): write
  /// every schema with `write`, `build`, blame each compiler error in `root` on its mutant,
  /// mark those unviable and build again.
  static func loop(
    _ planned: [Mutant], maps: [String: SourceMap], root: URL, building what: String = "package",
    mutantSwitch: MutantSwitch, write: (String, String) throws(MutationRunner.Failure) -> Void,
    build: () -> ChildProcess.Outcome, progress: (String) -> Void
  ) throws(MutationRunner.Failure) -> [Mutant] {
    var mutants = planned
    for _ in 1...8 {
      var linesByFile: [String: [Int: ClosedRange<Int>]] = [:]
      var bodiesByFile: [String: [(lines: ClosedRange<Int>, mutants: [Int])]] = [:]
      for (file, map) in maps {
        let live = mutants.filter { $0.file == file && $0.status != .unviable }
        let rewrite = MutantSchema.rewrite(map, mutants: live, mutantSwitch: mutantSwitch)
        for mutant in live where rewrite.linesByMutant[mutant.id] == nil {
          throw .schema(
            "mutant \(mutant.id) (\(mutant.operatorName)) is missing from the schema of \(file)")
        }
        linesByFile[file] = rewrite.linesByMutant
        bodiesByFile[file] = rewrite.bodyLines
        try write(rewrite.text, file)
      }
      let build = build()
      ChildRegistry.shared.haltIfInterrupted()
      if build.succeeded { return mutants }
      // Each error is blamed on the mutant whose lines hold it; else on every mutant of the
      // rewritten body that holds it (a "missing return" lands on the body's last line);
      // an error outside every rewritten body is the package's own.
      var blamed: Set<Int> = []
      var ownErrors: [String] = []
      for error in CompilerErrors.parse(build.output, root: root) {
        if let owner = linesByFile[error.file]?.first(where: { $0.value.contains(error.line) })?.key
        {
          blamed.insert(owner)
        } else if let body = bodiesByFile[error.file]?.first(where: {
          $0.lines.contains(error.line)
        }) {
          blamed.formUnion(body.mutants)
        } else {
          ownErrors.append(error.text)
        }
      }
      guard !blamed.isEmpty else {
        let shown =
          ownErrors.isEmpty
          ? String(build.output.suffix(3000)) : ownErrors.prefix(10).joined(separator: "\n")
        throw .input("the \(what) does not build", details: shown)
      }
      progress("\(blamed.count) mutants do not compile (unviable); building again without them…")
      for index in mutants.indices where blamed.contains(mutants[index].id) {
        mutants[index].status = .unviable
      }
    }
    throw .schema("the schema still does not compile after 8 rounds")
  }
}
