import Foundation
import VIPKitCore
import VIPKitCourse

/// Draws each exercise's solved scene from its tests, in the grading cache (so after
/// `vipkit verify` or `grade` only a link and a test run are left): what
/// `vipkit exercises --pictures` writes and `vipkit verify` compares.
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

  /// The scene `exercise`'s solution draws, `nil` when its tests check none or it asks for
  /// design.
  package func draw(_ exercise: Course.Exercise) throws(Diagnostic) -> ScenePicture? {
    // An exercise that asks for design shows no solution's scene: its names and its split
    // are the decisions the student makes (`vipkit scene draw .` draws the student's own).
    if SecondDesign.isKept(for: exercise.folder.lastPathComponent, in: course.root) { return nil }
    let manifest = try GradingManifest.load(from: exercise.folder)
    let grader = ExerciseGrader(
      course: course, exercise: exercise, manifest: manifest,
      harness: try HarnessPackage.prepare(for: course, in: options.cache), options: options,
      progress: progress)
    return try grader.drawSolutionScene()
  }
}
