@testable import Destination

/// Written by hand before the team generated spies: the generated file must not declare it
/// again.
@MainActor final class PricePresentationLogicSpy: PricePresentationLogic {
  var presented: [Int] = []
  func presentPrice(cents: Int) { presented.append(cents) }
}
