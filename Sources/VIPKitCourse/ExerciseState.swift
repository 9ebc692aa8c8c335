import Foundation
import VIPKitCore

/// How far a student is with an exercise, found without trusting anything the student wrote
/// about it: git says whether the folder changed since the clone, the tests say the rest.
package enum ExerciseState: String, Sendable, Codable {
  /// The folder is as it was cloned.
  case notStarted = "not started"
  /// Changed, but not checked (`--no-tests`).
  case changed
  case doesNotCompile = "does not compile"
  case failing
  case done

  /// The state of `exercise`, running its tests when it has changed (or when git cannot
  /// tell), within `timeout` seconds.
  package static func of(
    _ exercise: Course.Exercise, in course: Course, runTests: Bool, timeout: Double = 900
  ) -> ExerciseState {
    if isUnchanged(exercise, in: course) { return .notStarted }
    guard runTests else { return .changed }
    let build = ChildProcess.run(
      "swift", ["build", "--build-tests"], in: exercise.folder, timeout: timeout)
    guard build.succeeded else { return .doesNotCompile }
    let tests = ChildProcess.run(
      "swift", ["test", "--skip-build"], in: exercise.folder, timeout: timeout)
    return tests.succeeded ? .done : .failing
  }

  /// Whether git reports no change (tracked or new files) in the exercise's folder.
  private static func isUnchanged(_ exercise: Course.Exercise, in course: Course) -> Bool {
    let status = ChildProcess.run(
      "git", ["status", "--porcelain", "--", exercise.relativePath], in: course.root, timeout: 30)
    return status.succeeded && status.output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
  }
}
