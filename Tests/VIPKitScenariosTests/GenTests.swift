import Foundation
import Testing

@testable import VIPKitScenarios

@Suite("Generators")
struct GenTests {
  @Test("the same seed draws the same choices, another seed others")
  func seeded() {
    var a = ChoiceStream(seed: 7, size: 10)
    var b = ChoiceStream(seed: 7, size: 10)
    var c = ChoiceStream(seed: 8, size: 10)
    let drawn = (0..<20).map { _ in a.draw(below: 1_000) }
    #expect(drawn == (0..<20).map { _ in b.draw(below: 1_000) })
    #expect(drawn != (0..<20).map { _ in c.draw(below: 1_000) })
    #expect(a.choices == drawn)
  }

  @Test("a replay gives its choices back, within each bound, then zeros")
  func replay() {
    var stream = ChoiceStream(replaying: [3, 50])
    #expect(stream.draw(below: 10) == 3)
    #expect(stream.draw(below: 10) == 9)
    #expect(stream.draw(below: 10) == 0)
    #expect(stream.choices == [3, 9, 0])
  }

  @Test(
    "whole numbers start at the value nearest zero, then its neighbours in turn",
    arguments: [
      (-3...3, [0, 1, -1, 2, -2, 3, -3]), (5...8, [5, 6, 7, 8]), (-8 ... -5, [-5, -6, -7, -8]),
      (-1...3, [0, 1, -1, 2, 3]),
    ])
  func wholeNumbers(range: ClosedRange<Int>, order: [Int]) {
    let values = (0..<UInt64(order.count)).map { choice -> Int in
      var stream = ChoiceStream(replaying: [choice])
      return Gen<Int>.int(range).draw(from: &stream)
    }
    #expect(values == order)
  }

  @Test("zeros make the simplest value: the first element, the shortest list")
  func zerosAreSimplest() {
    var stream = ChoiceStream(replaying: [])
    #expect(Gen<String>.element(of: ["a", "b"]).draw(from: &stream) == "a")
    #expect(Gen<Int>.int(0...9).list(0...5).draw(from: &stream) == [])
    #expect(Gen<Int>.int(0...9).list(2...5).draw(from: &stream) == [0, 0])
    #expect(Gen<String>.text.draw(from: &stream) == "")
  }

  @Test("a list is never longer than the stream's size allows")
  func sizeBoundsLists() {
    for seed in 0..<50 as Range<UInt64> {
      var stream = ChoiceStream(seed: seed, size: 2)
      #expect(Gen<Int>.int(0...9).list(1...10).draw(from: &stream).count <= 3)
    }
  }

  @Test("text covers its domain's edges: empty, blank, other scripts, emoji, composed, long")
  func textEdges() {
    let texts = draws(of: .text, count: 400)
    #expect(texts.contains(""))
    #expect(texts.contains { !$0.isEmpty && $0.allSatisfy(\.isWhitespace) })
    #expect(texts.contains { $0.unicodeScalars.contains { $0.value > 0x3000 } })
    #expect(texts.contains { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
    #expect(texts.contains { $0.unicodeScalars.count > $0.count })
    #expect(texts.contains { $0.count > 40 })
  }

  @Test("money covers zero, refunds, large sums, and currencies with 0, 2 and 3 decimals")
  func moneyEdges() {
    let prices = draws(of: Gen<Money>.money, count: 400)
    #expect(prices.contains { $0.amount == 0 })
    #expect(prices.contains { $0.amount < 0 })
    #expect(prices.contains { $0.amount >= 1_000_000 })
    #expect(Set(prices.map(\.currencyCode)).isSuperset(of: ["USD", "JPY", "KWD"]))
    for price in prices {
      var scaled = price.amount
      for _ in 0..<(Money.minorUnitDigits[price.currencyCode] ?? 2) { scaled *= 10 }
      var whole = Decimal()
      NSDecimalRound(&whole, &scaled, 0, .plain)
      #expect(scaled == whole, "\(price) has more decimals than its currency")
    }
  }

  @Test("instants reach the calendar's edges: 29 February, a month's last second, midnight")
  func calendarEdges() {
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC")!
    let parts = draws(of: Gen<Date>.instant, count: 1_500).map {
      utc.dateComponents([.month, .day, .hour, .minute, .second], from: $0)
    }
    #expect(parts.contains { $0.month == 2 && $0.day == 29 })
    #expect(parts.contains { $0.hour == 23 && $0.minute == 59 && $0.second == 59 })
    #expect(parts.contains { $0.hour == 0 && $0.minute == 0 })
    #expect(parts.contains { $0.day == 31 })
    // Summer time near midnight: where London's date is not UTC's (a held-out mistake took
    // London for UTC, and 100 scenarios met it only now and then).
    var london = utc
    london.timeZone = TimeZone(identifier: "Europe/London")!
    let instants = draws(of: Gen<Date>.instant, count: 1_500)
    let apart = instants.filter {
      utc.component(.day, from: $0) != london.component(.day, from: $0)
    }
    #expect(apart.count * 100 >= instants.count * 4, "\(apart.count) of \(instants.count)")
    for zone in Set(draws(of: Gen<String>.timeZoneIdentifier, count: 200)) {
      #expect(TimeZone(identifier: zone) != nil, "\(zone) is not a time zone here")
    }
  }

  @Test("numbers around a rule's boundary reach it, one either side, zero and negatives")
  func numbersAroundABoundary() {
    let numbers = Set(draws(of: Gen<Int>.around([8]), count: 300))
    #expect(numbers.isSuperset(of: [0, 7, 8, 9, -1]))
  }

  @Test("lists with repeats repeat a value")
  func repeats() {
    let lists = draws(of: Gen<Int>.int(0...1_000).listWithRepeats(2...6), count: 100)
    #expect(lists.contains { Set($0).count < $0.count })
  }

  private func draws<T>(of generator: Gen<T>, count: Int) -> [T] {
    (0..<UInt64(count)).map { seed in
      var stream = ChoiceStream(seed: seed, size: 8)
      return generator.draw(from: &stream)
    }
  }
}
