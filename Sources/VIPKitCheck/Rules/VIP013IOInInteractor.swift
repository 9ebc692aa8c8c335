/// VIP013: the interactor does I/O itself. Workers hold the side effects, so the interactor's
/// rules are tested with a worker spy, without a network or a disk.
struct IOInInteractor: Rule {
  let info = RuleInfo(
    id: "VIP013", name: "IOInInteractor",
    reason: "I/O in the interactor: side effects belong in workers",
    fix: "Move the call into a worker behind a WorkerLogic protocol and call the worker from "
      + "the interactor; its tests then use a worker spy.",
    exercise: "Exercises/03-the-interactor")

  func check(_ file: CheckedFile) -> [Finding] {
    file.uses(
      info, in: [.interactor], matching: { IOCalls.match(file.outline, $0) },
      message: { type, what in "\(type) does I/O with \(what): that is a worker's job" })
  }
}
