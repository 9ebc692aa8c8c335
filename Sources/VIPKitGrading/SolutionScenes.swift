import Foundation
import VIPKitCore
import VIPKitCourse

/// Runs each exercise's solution's tests in the tools' modes, in the grading cache (so after
/// `vipkit verify` or `grade` only a link and a test run are left): the solved scene they
/// draw and the scenarios they record, what `vipkit exercises --pictures` and `--scenarios`
/// write and `vipkit verify` compares.
package struct SolutionScenes: Sendable {
  package let course: Course
  package let options: Grader.Options
  let progress: @Sendable (String) -> Void

  package init(
    course: Course, options: Grader.Options, progress: @escaping @Sendable (String) -> Void
  ) {
    self.course = course
    self.options = options
    self.progress = progress
  }

  /// What `exercise`'s solution's tests draw and record; `run` names a second run's
  /// recordings apart from the first's (verify runs twice to prove them deterministic: the
  /// second time, the first's binary again, drawing nothing).
  package func run(_ exercise: Course.Exercise, run: Int = 0) throws(Diagnostic) -> SolutionRun {
    // An exercise that asks for design shows no solution's scene: its names and its split
    // are the decisions the student makes (`vipkit scene draw .` draws the student's own).
    let drawing = !SecondDesign.isKept(for: exercise.folder.lastPathComponent, in: course.root)
    let manifest = try GradingManifest.load(from: exercise.folder)
    let grader = ExerciseGrader(
      course: course, exercise: exercise, manifest: manifest,
      harness: try HarnessPackage.prepare(for: course, in: options.cache), options: options,
      progress: progress)
    return try grader.runSolution(drawing: drawing, run: run, again: run > 0)
  }
}

/// What a solution's tests left in the tools' modes.
package struct SolutionRun: Sendable {
  /// The scene drawn, `nil` when the tests check none or the exercise asks for design.
  package var picture: ScenePicture?
  /// The recorded scenarios, by file name (`OrderSummaryScenarios.json`).
  package var recordings: [String: Data]
}
