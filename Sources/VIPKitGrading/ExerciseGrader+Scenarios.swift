import Foundation
import VIPKitCore
import VIPKitCourse

/// The fresh scenarios of a grade (`grading.json`'s `scenarios` items): the reference kept
/// apart, and each item's trial turned into points.
extension ExerciseGrader {
  /// The reference's test binary, copied out of the grader's workspace into the cache (it
  /// answers for the reference once the workspace holds the submission), rebuilt only when
  /// the course changed.
  ///
  /// One grade at a time looks and builds (`referenceLock`): the grades of a class run two at
  /// a time, and the first two would otherwise both build it and each remove the other's copy.
  func scenarioReference(in workspace: GradingWorkspace, files: [String: Data])
    throws(Diagnostic) -> (binary: String, key: String)
  {
    Self.referenceLock.lock()
    defer { Self.referenceLock.unlock() }
    let key = ReferenceTests.key(of: files, harness: harness, tool: Self.toolIdentity)
    let folder = cache("scenario-reference")
    let keyFile = folder.appendingPathComponent("key")
    let products = folder.appendingPathComponent(".test")
    if let kept = FileManager.default.contents(atPath: keyFile.path),
      String(decoding: kept, as: UTF8.self) == key,
      let binary = try? FileManager.default.contentsOfDirectory(atPath: products.path)
        .first(where: { $0.hasSuffix(".xctest") })
    {
      return (products.appendingPathComponent(binary).path, key)
    }
    let binary = try buildReference(in: workspace, files: files)
    try? FileManager.default.removeItem(at: folder)
    switch TestProducts.copy(of: binary, into: products) {
    case .success(let path):
      do {
        try Data(key.utf8).write(to: keyFile)
      } catch {
        throw Diagnostic(.error, "could not write \(keyFile.path): \(error.localizedDescription)")
      }
      return (path, key)
    case .failure(let failure):
      throw Diagnostic(
        .error, "could not copy the reference's test binary to \(products.path)",
        notes: [failure.output])
    }
  }

  static let referenceLock = NSLock()

  /// One `scenarios` item graded: every point when the submission sees on every fresh
  /// scenario what the reference sees, none otherwise (a grade that moved with the seed
  /// would not be the same grade twice), with the smallest difference in words.
  func scenarioGrade(
    _ item: RubricItem, _ scenarios: RubricItem.Scenarios, expected: [ListedTest],
    reference: (binary: String, key: String), referenceEnvironment: [String: String],
    submission: (binary: String, folder: URL, environment: [String: String], pipes: URL)
  ) -> ItemGrade {
    func single(_ score: Double, _ explanation: [String]) -> ItemGrade {
      .single(item, score, explanation)
    }
    let pattern = RubricItem(title: "", points: 1, tests: [scenarios.test])
    guard let test = expected.first(where: { pattern.counts(testID: $0.id) }) else {
      return single(0, ["The course names no test '\(scenarios.test)' for its scenarios."])
    }
    let seed = options.scenarioSeed
    let count = scenarios.count ?? RubricItem.Scenarios.defaultCount
    let replay = "`vipkit grade --seed \(Shell.quote("\(seed)"))` draws the same scenarios again."
    do {
      let referenceFolder = cache("scenario-reference")
      var trial = ScenarioTrial(
        reference: ScenarioTrial.Side(
          binary: reference.binary, test: test, folder: referenceFolder,
          environment: referenceEnvironment,
          confinement: Confinement(fileSizeLimit: TestRunner.fileSizeLimit),
          timeout: options.testTimeout * 4, requests: referenceFolder,
          pipes: try eventsFolder()),
        submission: ScenarioTrial.Side(
          binary: submission.binary, test: test, folder: submission.folder,
          environment: submission.environment, confinement: studentConfinement,
          timeout: options.testTimeout, requests: submission.folder, pipes: submission.pipes),
        seed: seed, count: count, referenceKey: reference.key)
      if !options.scenarioShrinking { trial.rounds = 0 }
      let outcome = try trial.run()
      guard outcome.differing > 0 else {
        return single(
          item.points,
          [
            "Your scene took all \(outcome.total) fresh scenarios (seed \(seed)) as the exercise does."
          ])
      }
      let differ =
        outcome.differing == 1
        ? "one of \(outcome.total) fresh scenarios"
        : "\(outcome.differing) of \(outcome.total) fresh scenarios"
      let unrun =
        outcome.notRun == 0
        ? ""
        : " (and did not reach \(outcome.notRun) more: it stopped too often to go on)"
      return single(
        0,
        [
          "Your scene takes \(differ) (seed \(seed)) otherwise than the exercise does\(unrun). The smallest:"
        ]
          + outcome.explanation + [replay])
    } catch {
      return single(0, [error.explained])
    }
  }
}
