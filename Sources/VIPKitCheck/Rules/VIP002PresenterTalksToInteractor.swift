/// VIP002: the presenter talks to the interactor, a second cycle running backwards.
struct PresenterTalksToInteractor: Rule {
  let info = RuleInfo(
    id: "VIP002", name: "PresenterTalksToInteractor",
    reason: "the presenter talks to the interactor: the cycle runs one way, never backwards",
    fix: "Remove the presenter's interactor property; what it asked for is a request the view "
      + "sends (or a decision the interactor makes before presenting).",
    exercise: "Exercises/11-the-unidirectional-rule")

  func check(_ file: CheckedFile) -> [Finding] {
    file.holdsOrCalls(
      info, from: [.presenter], matching: { $0.role == .interactor },
      holds: { type, property, _ in
        "\(type).\(property) holds the interactor: the presenter only formats what it is given"
      },
      uses: { type, property in
        "\(type) calls the interactor through \(property): the cycle must not run backwards"
      })
  }
}
