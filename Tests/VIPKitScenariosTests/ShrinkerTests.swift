import Testing

@testable import VIPKitScenarios

@Suite("Shrinking")
struct ShrinkerTests {
  @Test("every candidate is smaller than what it shrinks, shortest first")
  func candidatesAreSmaller() {
    let choices: [UInt64] = [1, 5, 0, 3, 9, 1]
    let candidates = Shrinker.candidates(of: choices)
    #expect(!candidates.isEmpty)
    #expect(candidates.allSatisfy { Shrinker.isSmaller($0, than: choices) })
    #expect(candidates.first!.count < choices.count)
    #expect(Shrinker.candidates(of: []).isEmpty)
    #expect(Shrinker.candidates(of: [0]) == [[]])
  }

  @Test("a list with an element over 100 shrinks to that element alone, 101")
  func shrinksToTheSmallestCase() async {
    let lists = Gen<Int>.int(0...1_000).list(0...20)
    var found: [UInt64]?
    for seed in 0..<100 as Range<UInt64> {
      var stream = ChoiceStream(seed: seed, size: 20)
      if lists.draw(from: &stream).contains(where: { $0 > 100 }) {
        found = stream.choices
        break
      }
    }
    guard let found else {
      Issue.record("no list over 100 was drawn")
      return
    }
    let smallest = await Shrinker.shrink(found) { choices in
      var stream = ChoiceStream(replaying: choices)
      return lists.draw(from: &stream).contains { $0 > 100 }
    }
    var stream = ChoiceStream(replaying: smallest)
    #expect(lists.draw(from: &stream) == [101])
  }
}
