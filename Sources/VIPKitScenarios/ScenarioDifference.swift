/// Where a scene first parted from the reference on a scenario: the steps up to there, and
/// the facts of that step as each scene had them.
public struct ScenarioDifference: Sendable, Equatable {
  /// The steps in words, up to and including the one after which the scenes differ.
  public var steps: [String]
  /// The facts the scene under test showed after the last of `steps`.
  public var actual: [Fact]
  /// The facts the reference showed there.
  public var expected: [Fact]

  /// The difference as a student reads it: the steps, then each fact that differs, what
  /// the scene showed, what the exercise asks for, and why.
  public func explained(reason: (String) -> String) -> String {
    var lines = ["After these steps:"]
    for (index, step) in steps.enumerated() {
      lines.append("  \(index + 1). \(step)")
    }
    let subjects = (expected.map(\.subject) + actual.map(\.subject)).uniqued()
    for subject in subjects {
      let mine = actual.filter { $0.subject == subject }.map(\.value)
      let theirs = expected.filter { $0.subject == subject }.map(\.value)
      guard mine != theirs else { continue }
      lines.append("\(Self.capitalized(subject)):")
      lines.append("  yours:        \(Self.quoted(mine))")
      lines.append("  the exercise: \(Self.quoted(theirs))")
      lines.append("  because \(reason(subject)).")
    }
    return lines.joined(separator: "\n")
  }

  static func quoted(_ values: [String]) -> String {
    values.isEmpty ? "(nothing)" : values.map { "«\($0)»" }.joined(separator: ", ")
  }

  static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}

extension Array where Element: Hashable {
  /// The elements in order, each once.
  func uniqued() -> [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
