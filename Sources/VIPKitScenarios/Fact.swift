/// One thing observed after a step, at the boundary the exercise's README fixes: what the
/// view was asked to show, what the interactor passed on, what a worker was asked, whether
/// the scene was freed.
///
/// Facts are words and values, never the code's names, so a difference reads as a user
/// would report a bug: "the total shows «¥1,235.00»; the exercise asks for «¥1,235»".
public struct Fact: Codable, Equatable, Hashable, Sendable {
  /// What was looked at, as a phrase: "the view shows the total".
  public var subject: String
  /// What it was.
  public var value: String

  public init(_ subject: String, _ value: String) {
    self.subject = subject
    self.value = value
  }
}
