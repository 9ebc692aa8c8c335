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

  /// How far up a survivor's ladder the student has climbed: the survivor (its stable key)
  /// and the rungs shown so far. Pressing m again with the same survivor first shows one
  /// more rung; a new first survivor starts at the bottom.
  struct Climb: Equatable {
    var key: String
    var rungs: Int
  }

  /// Runs the mutants of the exercise, with a suggested test for each survivor: the screen,
  /// and whether the tests caught every mutant.
  static func mutants(of exercise: Course.Exercise, climbed: inout Climb?) -> (
    screen: String, allCaught: Bool
  ) {
    var options = MutationRunner.Options(package: exercise.folder)
    options.workspace = exercise.folder.appendingPathComponent(".build/vipkit-mutate")
    options.buildArguments = SharedModuleCache.reused(by: exercise.folder).buildArguments
    options.suggestsTests = true
    do {
      let mutants = try MutationRunner(options: options) { _ in }.run().mutants
      let missed = mutants.contains { $0.status == .survived || $0.status == .noCoverage }
      return (survivors(mutants, climbed: &climbed), !missed)
    } catch {
      return ("Mutation testing could not run: \(error)", false)
    }
  }

  /// The screen for a run's mutants: all caught, or how many survive and the first, with the
  /// idea a test that catches it checks; then, each time the same survivor is shown again,
  /// one more rung: the input, what to look at, the values, and last where the test is.
  static func survivors(_ mutants: [Mutant], climbed: inout Climb?) -> String {
    let counted = mutants.filter { $0.status != .unviable && $0.status != .pending }
    let survivors = counted.filter { $0.status == .survived || $0.status == .noCoverage }
    guard let first = survivors.first else {
      climbed = nil
      return "✔ Your tests catch every mutant of the scene (\(counted.count) of \(counted.count))."
    }
    let steps = first.suggestion?.rungs ?? first.suggestion.map { [$0.words ?? $0.summary] } ?? []
    // One rung more than last time while the same survivor is first; else the bottom.
    let asked = climbed?.key == first.key ? (climbed?.rungs ?? 0) + 1 : 0
    let shown = min(asked, steps.count + 1)
    climbed = Climb(key: first.key, rungs: shown)
    var lines = [
      "✘ \(survivors.count) of \(counted.count) mutants survive: your tests pass with the code "
        + "changed like this. The first:",
      "  \(first.location.rendered) (\(first.operatorName)): \(first.diff)",
      MutationFeedback.idea(of: first.operatorName),
    ]
    // One rung more each time it is asked for: working each out is the exercise.
    lines += Array(steps.prefix(shown))
    if shown > steps.count, first.suggestion?.code != nil {
      lines.append(
        "The last step: `vipkit mutate --suggest-tests` in this folder shows a test that "
          + "catches it. Read it, then write your own that says what it checks.")
    }
    lines.append(
      shown <= steps.count
        ? "Write a test that notices, save, and press m again (pressed again with this survivor "
          + "still there, it shows one more step)."
        : "Write a test that notices, save, and press m again.")
    return lines.joined(separator: "\n")
  }
}
