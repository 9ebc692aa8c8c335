/// VIP003: the interactor holds or calls the view directly, skipping the presenter.
struct InteractorTalksToView: Rule {
  let info = RuleInfo(
    id: "VIP003", name: "InteractorTalksToView",
    reason: "the interactor reaches the view directly: responses go through the presenter",
    fix: "Remove the interactor's view property; send a response to the presenter "
      + "(presenter?.presentSomething(response:)), which formats it for the view.",
    exercise: "Exercises/11-the-unidirectional-rule")

  func check(_ file: CheckedFile) -> [Finding] {
    file.holdsOrCalls(
      info, from: [.interactor], matching: { $0.role == .view },
      holds: { type, property, _ in
        "\(type).\(property) holds the view: the interactor answers through the presenter"
      },
      uses: { type, property in
        "\(type) calls the view through \(property): the interactor answers through the presenter"
      })
  }
}
