/// An exercise's scenarios: the steps a user (or the next role) takes at the boundary the
/// README fixes, how to take them on a fresh scene, and what to observe after each.
///
/// A model sits beside the exercise's tests and is the same code in a student's `swift test`
/// (which replays the scenarios recorded from the reference solution) and in grading (which
/// draws fresh ones and compares the student's scene with the reference's). It observes only
/// what the README fixes, so every correct design passes and the observations of the
/// reference are the exercise's answer.
///
/// Time is the model's to control: a service's answer is held until a step releases it,
/// never left to a sleep, so a scenario observes the same on every run.
@MainActor
public protocol ScenarioModel {
  /// One action: a request, a tap, a service's answer released, the screen closed.
  associatedtype Step: Codable & Sendable & Equatable
  /// The scene under test with the stand-ins the model drives it through.
  associatedtype Rig

  /// The scenarios: a list of steps, drawn from the exercise's domains.
  static var steps: Gen<[Step]> { get }

  /// A fresh scene, as the app makes it.
  static func makeRig() -> Rig

  /// Takes `step` on `rig` and says what can be seen once the work it started has run.
  static func perform(_ step: Step, on rig: Rig) async -> [Fact]

  /// The step in words, as a user (or the role before this one) takes it.
  static func describe(_ step: Step) -> String

  /// Why the README asks for what it asks about `subject`: the sentence a difference ends
  /// with.
  static func reason(for subject: String) -> String
}

extension ScenarioModel {
  /// No reason beyond the README's task.
  public static func reason(for subject: String) -> String {
    "that is what the exercise's README asks for"
  }
}
