import Foundation
import Testing

@testable import VIPKitMutation

@Suite("The mutant switch")
struct MutantSwitchTests {
  @Test("a team's run passes the mutant's number as it is")
  func plain() {
    let mutantSwitch = MutantSwitch.random()
    #expect(mutantSwitch.value(for: 17, hidden: false) == "17")
    #expect(mutantSwitch.value(for: 0, hidden: false) == "0")
    #expect(mutantSwitch.decode(17) == 17)
  }

  @Test("hidden: every value is a positive Int; a mutant's decodes to it, a decoy's to none")
  func hidden() throws {
    for key in [0, 1, 0xDEAD_BEEF, UInt64.max] as [UInt64] {
      let mutantSwitch = MutantSwitch(key: key)
      for id in [1, 2, 17, 4_000, Int(MutantSwitch.plainLimit) - 1] {
        // The same mutant: tokens that differ from run to run (256 of them), all its own.
        var tokens: Set<Int> = []
        for _ in 0..<20 {
          let value = mutantSwitch.value(for: id, hidden: true)
          let token = try #require(Int(value), "\(value) is not a positive Int")
          #expect(token >= Int(MutantSwitch.plainLimit))
          #expect(mutantSwitch.decode(UInt64(token)) == id)
          tokens.insert(token)
        }
        #expect(tokens.count > 5, "\(tokens)")
      }
      var decoys: Set<Int> = []
      for decoy in [0, -1, -7] + Array(repeating: 0, count: 17) {
        let value = mutantSwitch.value(for: decoy, hidden: true)
        let token = try #require(Int(value))
        #expect(token >= Int(MutantSwitch.plainLimit))
        #expect(mutantSwitch.decode(UInt64(token)) == 0)
        decoys.insert(token)
      }
      #expect(decoys.count == 20, "a decoy is drawn anew each time")
    }
  }

  @Test("another copy's key reads a token as no mutant")
  func otherKey() {
    let value = MutantSwitch(key: 1).value(for: 5, hidden: true)
    #expect(MutantSwitch(key: 2).decode(UInt64(value) ?? 0) == 0)
  }

  @Test("the schema's expression is decode, written out: the same keys, constants and steps")
  func expression() {
    let text = MutantSwitch(key: 0xABC).expression
    #expect(text.contains("getenv(\"VIPKIT_MUTANT\")"))
    #expect(text.contains("value ^ 0xabc"))
    #expect(text.contains("if value < 0x1000000 { return Int(value) }"))
    #expect(!text.contains("\n"), "one line: the schema's line numbers stay as they were")
  }
}
