import Testing
import UIKit
import VIPKit

@testable import Temperature

// The scene is yours to design: these tests drive it only through what the task fixes (the
// screen's initialiser, its field, buttons and labels, the API), never through a type or a
// property you chose.

/// What both screens have for the user: the same field, buttons and labels.
@MainActor protocol TemperatureScreen: UIViewController {
  var cityField: UITextField { get }
  var showButton: UIButton { get }
  var unitButton: UIButton { get }
  var temperatureLabel: UILabel { get }
  var warningLabel: UILabel { get }
}

extension MassiveTemperatureViewController: TemperatureScreen {}
extension TemperatureViewController: TemperatureScreen {}

extension TemperatureScreen {
  /// What the user does in one step, on this screen.
  func perform(_ step: Step) {
    loadViewIfNeeded()
    switch step {
    case .load(let city):
      cityField.text = city
      showButton.sendActions(for: .touchUpInside)
    case .unit:
      unitButton.sendActions(for: .touchUpInside)
    case .serviceAnswers:
      break
    }
  }
}

/// One thing the user does, or the service's answer changing between two of them.
enum Step: Sendable, CustomStringConvertible {
  case load(String)
  case unit
  case serviceAnswers(Int?)

  var description: String {
    switch self {
    case .load(let city): "show \(city)"
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
    let after = TemperatureViewController(api: afterAPI)
    var done: [String] = []
    for step in steps {
      before.perform(step)
      after.perform(step)
      if case .serviceAnswers(let answer) = step {
        beforeAPI.celsius = answer
        afterAPI.celsius = answer
      }
      done.append(step.description)
      let when =
        "With the service answering \(celsius.map { "\($0)°C" } ?? "nothing"), after "
        + done.joined(separator: ", ")
      let (afterText, beforeText) = (shown(after.temperatureLabel), shown(before.temperatureLabel))
      #expect(
        afterText == beforeText,
        """
        \(when), the screen reads "\(afterText ?? "")" where the original read \
        "\(beforeText ?? "")". A migration keeps the behaviour the same.
        """)
      let (afterWarning, beforeWarning) = (shown(after.warningLabel), shown(before.warningLabel))
      #expect(
        afterWarning == beforeWarning,
        """
        \(when), the warning is \(afterWarning.map { "\"\($0)\"" } ?? "none") where the \
        original showed \(beforeWarning.map { "\"\($0)\"" } ?? "none"). A migration keeps the \
        behaviour the same, rules included.
        """)
      #expect(
        afterAPI.asked == beforeAPI.asked,
        """
        \(when), the service was asked for \(afterAPI.asked) where the original asked for \
        \(beforeAPI.asked). The service is asked for the city the user typed, once per tap \
        on Show; switching the unit shows the reading already there: the scene remembers it.
        """)
    }
  }
}

/// The scene the screen sets up: a VIP cycle, freed when the screen is popped.
@Suite("From MVC to VIP: the scene")
@MainActor
struct SceneTests {
  @Test("every link of the cycle is wired, and the scene goes away when it is popped")
  func wiringAndMemory() {
    let findings = assertVIPCycle(TemperatureViewController(api: FakeTemperatureAPI(celsius: 1)))
    // An empty scene frees its memory trivially: memory is judged once there is a cycle.
    if findings.isEmpty {
      let navigation = UINavigationController(rootViewController: UIViewController())
      assertNoLeaks {
        let screen = TemperatureViewController(api: FakeTemperatureAPI(celsius: 1))
        navigation.pushViewController(screen, animated: false)
        screen.perform(.load("Lyon"))
        navigation.popViewController(animated: false)
        return screen
      }
    }
  }
}

/// What a label shows, `nil` when it shows nothing.
@MainActor func shown(_ label: UILabel) -> String? {
  label.text.flatMap { $0.isEmpty ? nil : $0 }
}
