/// Words the total: euros and cents, how many items, a badge for a discount.
@MainActor final class TallyPresenter: TallyPresentationLogic {
  weak var viewController: (any TallyDisplayLogic)?

  func presentTotal(cents: Int, items: Int, isDiscounted: Bool) {
    let badge = isDiscounted ? "Member price" : ""
    viewController?.displayTotal(
      viewModel: .init(
        text: "\(Self.euros(cents)) for \(label(items: items))", badge: badge, isError: false))
  }

  func presentLimitReached() {
    viewController?.displayTotal(viewModel: .init(text: "Limit reached", badge: "", isError: true))
  }

  func label(items: Int) -> String {
    if items == 1 {
      return "1 item"
    }
    return "\(items) items"
  }

  static func euros(_ cents: Int) -> String {
    "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100) €"
  }

  var isShowingTotals: Bool {
    true
  }

  var isHidingTotals: Bool {
    !isShowingTotals
  }

  /// No test is written for what it hands a closure: its survivors get a sentence.
  func describe(_ cents: Int, then done: (String) -> Void) {
    done(cents == 0 ? "Free" : "Paid")
  }
}
