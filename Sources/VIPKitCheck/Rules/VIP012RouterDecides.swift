/// VIP012: the router decides. Routing builds the next scene and passes data from the data
/// store; business logic (a worker's answer, an interactor's decision) belongs before it.
struct RouterDecides: Rule {
  let info = RuleInfo(
    id: "VIP012", name: "RouterDecides",
    reason: "the router decides: it navigates and passes data, the interactor decides",
    fix: "Let the interactor decide (it may ask a worker) and put the outcome in the data "
      + "store; the router reads the data store and navigates.",
    exercise: "Exercises/06-router-and-data-store")

  func check(_ file: CheckedFile) -> [Finding] {
    // A worker in the router is business logic held: the property and its uses.
    let workers = file.holdsOrCalls(
      info, from: [.router], matching: { $0.role == .worker },
      holds: { type, property, _ in
        "\(type).\(property) holds a worker: business logic in routing"
      },
      uses: { type, property in "\(type) asks the worker \(property): business logic in routing" })
    // The interactor as its data store is what a router reads; called as business logic, it
    // is the router deciding.
    let interactors = file.holdsOrCalls(
      info, from: [.router], matching: { $0.role == .interactor && !$0.isDataStore },
      holds: { _, _, _ in "" },
      uses: { type, property in
        "\(type) calls the interactor through \(property): the router reads the data store, "
          + "it does not ask for decisions"
      }, holdingIsFinding: false)
    return CheckedFile.onePerLine(workers + interactors)
  }
}
