/// VIP001: the view talks to the presenter. The view sends requests to the interactor only;
/// the presenter answers through display logic.
struct ViewTalksToPresenter: Rule {
  let info = RuleInfo(
    id: "VIP001", name: "ViewTalksToPresenter",
    reason: "the view talks to the presenter: requests go to the interactor, never around it",
    fix: "Remove the view's presenter property; send the user's action to the interactor "
      + "(interactor?.doSomething(request:)) and let the presenter answer through display logic.",
    exercise: "Exercises/11-the-unidirectional-rule")

  func check(_ file: CheckedFile) -> [Finding] {
    file.holdsOrCalls(
      info, from: [.view], matching: { $0.role == .presenter },
      holds: { type, property, _ in
        "\(type).\(property) holds the presenter: the view must talk to the interactor only"
      },
      uses: { type, property in
        "\(type) calls the presenter through \(property): the view must talk to the interactor only"
      })
  }
}
