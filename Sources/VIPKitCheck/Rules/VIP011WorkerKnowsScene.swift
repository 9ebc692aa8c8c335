/// VIP011: the worker knows the view or the presenter. A worker does one side effect and
/// returns its result to the interactor that asked.
struct WorkerKnowsScene: Rule {
  let info = RuleInfo(
    id: "VIP011", name: "WorkerKnowsScene",
    reason: "the worker knows the view or the presenter: it only answers the interactor",
    fix: "Return the result to the interactor (a return value, async throws, or a completion "
      + "it passes), which decides and presents.",
    exercise: "Exercises/05-async-workers")

  func check(_ file: CheckedFile) -> [Finding] {
    file.holdsOrCalls(
      info, from: [.worker], matching: { $0.role == .view || $0.role == .presenter },
      holds: { type, property, reference in
        "\(type).\(property) holds the \(reference.role.rawValue): a worker only answers the "
          + "interactor"
      },
      uses: { type, property in
        "\(type) calls the scene through \(property): a worker only answers the interactor"
      })
  }
}
