import Testing
import Tricky

/// Strong on everything but `untested`, the `defer` log, the delegate and the yield.
@Test func initialiser() {
  #expect(TrickyInteractor(limit: 0).limit == 1)
  #expect(TrickyInteractor(limit: 5).limit == 5)
}

@Test func size() {
  #expect(TrickyInteractor(limit: 10).isLarge)
  #expect(!TrickyInteractor(limit: 9).isLarge)
}

@Test func descriptions() {
  let interactor = TrickyInteractor(limit: 1)
  #expect(interactor.describe(1) == "one item")
  #expect(interactor.describe(3) == "3 items")
}

@Test func totals() {
  #expect(TrickyInteractor(limit: 1).total([1, 2]) == 6)
}

@Test func counting() {
  #expect(TrickyInteractor(limit: 1).countUp(to: 3) == 3)
}

@Test func fetching() async {
  #expect(await TrickyInteractor(limit: 1).fetch() == "done")
}

@Test func greeting() {
  #expect(TrickyInteractor(limit: 1).greet("Ada") == "Hi Ada")
}
