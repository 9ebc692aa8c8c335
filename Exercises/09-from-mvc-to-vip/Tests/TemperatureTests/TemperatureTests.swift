import Testing
import VIPKit

@testable import Temperature

// The scene is yours to design: these tests drive it only through what the task fixes (the
// configurator, the screen's two actions and two properties, the API), never through a type
// or a property you chose.

/// One thing the user does, or the service's answer changing between two of them.
enum Step: Sendable, CustomStringConvertible {
  case load(String)
  case unit
  case serviceAnswers(Int?)

  var description: String {
    switch self {
    case .load(let city): "open \(city)"
    case .unit: "tap °C/°F"
    case .serviceAnswers(let celsius):
      "the service now answers \(celsius.map { "\($0)°C" } ?? "nothing")"
    }
  }
}

/// The first rule of a migration: the screen behaves as it did. The VIP scene and the massive
/// view controller live through the same steps, each with its own copy of the service, and
/// must show the same thing and ask the service as often after every step.
@Suite("From MVC to VIP: the same behaviour")
@MainActor
struct SameBehaviourTests {
  @Test(
    "the VIP scene does what the massive view controller did",
    arguments: [
      (12, [Step.load("Lyon")]),
      (0, [.load("Lyon")]),
      (-3, [.load("Oslo")]),
      (21, [.load("Lyon"), .unit, .unit]),
      (-3, [.load("Oslo"), .unit]),
      (1, [.load("Lyon"), .unit]),
      (5, [.unit, .load("Lyon")]),
      (nil, [.load("Atlantis"), .unit]),
      (12, [.load("Lyon"), .serviceAnswers(nil), .load("Lyon"), .unit]),
      (12, [.load("Lyon"), .unit, .serviceAnswers(-8), .load("Oslo")]),
    ] as [(Int?, [Step])])
  func sameScreen(celsius: Int?, steps: [Step]) {
    let beforeAPI = FakeTemperatureAPI(celsius: celsius)
    let afterAPI = FakeTemperatureAPI(celsius: celsius)
    let before = MassiveTemperatureViewController(api: beforeAPI)
    let after = TemperatureConfigurator.configure(api: afterAPI)
    var done: [String] = []
    for step in steps {
      switch step {
      case .load(let city):
        before.viewDidLoad(city: city)
        after.viewDidLoad(city: city)
      case .unit:
        before.unitTapped()
        after.unitTapped()
      case .serviceAnswers(let answer):
        beforeAPI.celsius = answer
        afterAPI.celsius = answer
      }
      done.append(step.description)
      let when =
        "With the service answering \(celsius.map { "\($0)°C" } ?? "nothing"), after "
        + done.joined(separator: ", ")
      #expect(
        after.text == before.text,
        """
        \(when), the screen reads "\(after.text)" where the original read "\(before.text)". A \
        migration keeps the behaviour the same.
        """)
      #expect(
        after.warning == before.warning,
        """
        \(when), the warning is \(after.warning.map { "\"\($0)\"" } ?? "none") where the \
        original showed \(before.warning.map { "\"\($0)\"" } ?? "none"). A migration keeps the \
        behaviour the same, rules included.
        """)
      #expect(
        afterAPI.asked == beforeAPI.asked,
        """
        \(when), the service was asked for \(afterAPI.asked) where the original asked for \
        \(beforeAPI.asked). The service is asked for the city the user opened, once per \
        opening; switching the unit shows the reading already there: the scene remembers it.
        """)
    }
  }
}

/// The scene the configurator builds: a VIP cycle, freed when it is closed.
@Suite("From MVC to VIP: the scene")
@MainActor
struct SceneTests {
  @Test("every link of the cycle is wired, and the scene goes away when it is closed")
  func wiringAndMemory() {
    let findings = assertVIPCycle(
      TemperatureConfigurator.configure(api: FakeTemperatureAPI(celsius: 1)))
    // An empty scene frees its memory trivially: memory is judged once there is a cycle.
    if findings.isEmpty {
      assertNoLeaks { TemperatureConfigurator.configure(api: FakeTemperatureAPI(celsius: 1)) }
    }
  }
}
