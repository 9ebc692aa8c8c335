import Testing
import Unruly

/// The Swift Testing side of each case; each suite runs its tests one after another, in order.
@Suite(.serialized) struct BasketStoreSuite {
  let store = BasketStore.shared

  @Test func first_adds() {
    BasketInteractor().add("pear")
    #expect(store.items == ["pear"])
  }

  @Test func second_countsWhatTheFirstAdded() {
    #expect(BasketInteractor().count() == 1)
  }
}

@Suite(.serialized) struct DiscountSuite {
  @Test func a_discounted() {
    Discount.enabled = true
    #expect(BasketInteractor(store: BasketStore()).price(of: 100) == 90)
  }

  @Test func m_turnsTheDiscountOff() {
    Discount.enabled = false
  }

  @Test func z_fullPrice() {
    #expect(BasketInteractor(store: BasketStore()).price(of: 100) == 100)
  }
}

/// Flaky: it fails on its third run and every fourth after, whatever the code does. It notices
/// no mutant: a failure of its own is only found flaky when it is run again.
@Test func welcomesFlakily() {
  #expect(BasketInteractor(store: BasketStore()).greeting().count >= 0)
  #expect(runNumber(of: "testing-flaky") % 4 != 3, "failed on a third run")
}

@Test func labelsOneItem() {
  #expect(BasketInteractor(store: BasketStore()).label(for: 1) == "item")
}
