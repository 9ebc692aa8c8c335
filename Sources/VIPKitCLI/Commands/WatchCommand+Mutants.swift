import Foundation
import VIPKitCore
import VIPKitCourse
import VIPKitGrading
import VIPKitMutation

/// `m` in `vipkit watch`, once an exercise that grades the student's tests passes: do the
/// tests bite? Mutation testing of the exercise, then the first survivor: which behaviour no
/// test checks, in words, as watch shows the first failing test; the test itself only from
/// `vipkit mutate --suggest-tests`, the last rung.
extension WatchCommand {
  /// Whether the exercise grades the student's own tests (07, 08): its mutants are theirs
  /// to kill.
  static func gradesTests(_ exercise: Course.Exercise) -> Bool {
    (try? GradingManifest.load(from: exercise.folder))?.gradesStudentTests ?? false
  }

  /// Runs the mutants of the exercise, with a suggested test for each survivor: the screen,
  /// and whether the tests caught every mutant.
  static func mutants(of exercise: Course.Exercise) -> (screen: String, allCaught: Bool) {
    var options = MutationRunner.Options(package: exercise.folder)
    options.workspace = exercise.folder.appendingPathComponent(".build/vipkit-mutate")
    options.buildArguments = SharedModuleCache.reused(by: exercise.folder).buildArguments
    options.suggestsTests = true
    do {
      let mutants = try MutationRunner(options: options) { _ in }.run().mutants
      let missed = mutants.contains { $0.status == .survived || $0.status == .noCoverage }
      return (survivors(mutants), !missed)
    } catch {
      return ("Mutation testing could not run: \(error)", false)
    }
  }

  /// The screen for a run's mutants: all caught, or how many survive and the first, with
  /// what a test must check to catch it.
  static func survivors(_ mutants: [Mutant]) -> String {
    let counted = mutants.filter { $0.status != .unviable && $0.status != .pending }
    let survivors = counted.filter { $0.status == .survived || $0.status == .noCoverage }
    guard let first = survivors.first else {
      return "✔ Your tests catch every mutant of the scene (\(counted.count) of \(counted.count))."
    }
    var lines = [
      "✘ \(survivors.count) of \(counted.count) mutants survive: your tests pass with the code "
        + "changed like this. The first:",
      "  \(first.location.rendered) (\(first.operatorName)): \(first.diff)",
    ]
    // In words first: which behaviour no test checks. The test itself is one more step
    // away, asked for on purpose: writing it is the exercise.
    if let suggestion = first.suggestion {
      lines.append(suggestion.words ?? "To catch it: \(suggestion.summary)")
    }
    lines.append("Write a test that notices, save, and press m again.")
    if first.suggestion?.code != nil {
      lines.append(
        "Stuck after trying? `vipkit mutate --suggest-tests` in this folder shows a test that "
          + "catches it.")
    }
    return lines.joined(separator: "\n")
  }
}
