/// The points of a `correct-scenes` or `wrong-scenes` item, from how the student's tests
/// judged the scenes kept beside the solution (`KeptScene`): one check per scene, an equal
/// share each, named by number so the list of wrong scenes a suite caught gives away nothing.
enum SceneGrade {
  static func grade(
    _ item: RubricItem, kind: KeptScene.Kind, scenes: [KeptScene],
    judged: [ExerciseGrader.SceneOutcome], mutationScore: Double
  ) -> ItemGrade {
    let kept = scenes.filter { $0.kind == kind }
    // A suite that checks nothing accepts every scene: accepting correct ones earns only as
    // much as the suite rejects wrong ones (or, with none kept, catches mutants).
    let wrong = scenes.filter { $0.kind == .wrong }
    let rejected =
      wrong.isEmpty
      ? mutationScore
      : Double(wrong.filter { isRejected($0, judged) }.count) / Double(wrong.count)
    let factor = kind == .correct ? rejected : 1
    var explained = false
    let shares = Points.shares(of: item.points, among: kept.count)
    return ItemGrade(
      title: item.title, maximum: item.points,
      checks: zip(kept.enumerated(), shares).map { scene, share in
        let failing = judged.first { $0.id == scene.element.id }?.failingTests
        let feedback = scene.element.feedback(failingTests: failing)
        var explanation = feedback.map { [$0] } ?? []
        if feedback == nil, factor < 1, !explained {
          explained = true
          explanation.append(acceptingCounts(rejected: factor))
        }
        // An accepted scene counted at less than its share says so in its name: read alone,
        // "− 3 Correct scene 1" looks like a rejection (a student trial read it so).
        let scaled =
          feedback == nil && factor < 1
          ? ": accepted, counted at \(Int((factor * 100).rounded()))%" : ""
        return CheckGrade(
          name: "\(kind == .correct ? "Correct" : "Wrong") scene \(scene.offset + 1)\(scaled)",
          score: feedback == nil ? share * factor : 0, maximum: share,
          passed: feedback == nil && factor >= 1, explanation: explanation)
      })
  }

  private static func isRejected(_ scene: KeptScene, _ judged: [ExerciseGrader.SceneOutcome])
    -> Bool
  {
    judged.contains { $0.id == scene.id && $0.failingTests != nil }
  }

  /// Why accepting correct scenes earned what it did: in proportion to the wrong ones
  /// rejected.
  static func acceptingCounts(rejected: Double) -> String {
    "Your tests accept the correct scenes, but they reject \(Int((rejected * 100).rounded()))% "
      + "of the wrong ones: a test that checks nothing accepts every scene, so accepting earns "
      + "points only in proportion to the wrong scenes your tests reject."
  }
}
