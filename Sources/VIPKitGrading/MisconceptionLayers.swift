/// Which layer of the grade catches each of the course's misconceptions: the hand-written
/// tests, the VIP rules (`vipkit check`), or the scenarios (recorded and replayed by `swift
/// test`, or drawn fresh at grading). The scenarios are general when they alone catch most of
/// the misconceptions about behaviour: then a mistake nobody listed is caught too.
enum MisconceptionLayers {
  enum Layer: String, CaseIterable {
    case tests
    case rules
    case scenarios
  }

  /// The layer a rubric item belongs to: an item of fresh scenarios, or of the tests that
  /// replay the recorded ones (those its `scenarios` items name), is the scenarios'.
  static func layer(of item: RubricItem, in rubric: [RubricItem]) -> Layer {
    if item.scenarios != nil { return .scenarios }
    if item.check == .vipRules { return .rules }
    let replaying = Set(rubric.compactMap { $0.scenarios?.test })
    if let tests = item.tests, !tests.isEmpty, tests.allSatisfy(replaying.contains) {
      return .scenarios
    }
    return .tests
  }

  /// The layers that took points from each graded misconception.
  static func layers(of grade: ExerciseGrade, rubric: [RubricItem]) -> [Layer] {
    var found: Set<Layer> = []
    for item in grade.items where item.score < item.maximum {
      guard let kept = rubric.first(where: { $0.title == item.title }) else { continue }
      found.insert(layer(of: kept, in: rubric))
    }
    return Layer.allCases.filter(found.contains)
  }

  /// One line for verify: each misconception with the layers that catch it, and how many the
  /// scenarios catch; `nil` for an exercise that has no scenarios.
  static func said(_ grades: [(String, ExerciseGrade)], rubric: [RubricItem]) -> String? {
    guard rubric.contains(where: { $0.scenarios != nil }), !grades.isEmpty else { return nil }
    let each = grades.map { name, grade in
      (name, layers(of: grade, rubric: rubric))
    }
    let byScenarios = each.filter { $0.1.contains(.scenarios) }.count
    let only = each.filter { $0.1 == [.scenarios] }.count
    let list = each.map { name, layers in
      "\(name) (\(layers.isEmpty ? "nothing" : layers.map(\.rawValue).joined(separator: ", ")))"
    }
    return "which layer catches each misconception: " + list.joined(separator: "; ")
      + "; the scenarios catch \(byScenarios) of \(each.count)"
      + (only > 0 ? ", \(only) of them alone" : "")
  }
}
