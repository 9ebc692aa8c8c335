import Testing
import VIPKitScenarios

@testable import Forecast

/// The interactor on the whole of its domain: cities in any script, forecasts below zero,
/// both errors, several loads on one scene answered in any order, and the screen left while
/// the service is still answering. The service answers only when a step says so, never
/// after a sleep, so every run sees the same. What is seen is only what the README fixes:
/// what the presenter is told, what the worker is asked, and what is freed.
@Suite("Forecast scenarios")
@MainActor
struct ForecastScenarioTests {
  @Test("the interactor takes every recorded scenario as the exercise does")
  func recordedScenarios() async {
    await Scenarios.check(ForecastScenarios.self)
  }
}

/// A weather service that holds each answer until the scenario releases it (the kit's
/// `HeldAnswers`: a released answer reaches its question before the scenario goes on).
@MainActor final class HeldForecastService: ForecastWorkerLogic {
  let answers = HeldAnswers<Result<Forecast, ForecastError>>()
  var asked: [String] = []

  func fetchForecast(city: String) async throws(ForecastError) -> Forecast {
    asked.append(city)
    return try await answers.answer().get()
  }
}

/// The interactor, its presenter (a spy it owns), the held service, and what was heard.
@MainActor final class ForecastRig {
  var interactor: ForecastInteractor?
  weak var freed: ForecastInteractor?
  weak var presenter: ForecastPresentationLogicSpy?
  let service = HeldForecastService()
  var heard: [String] = []
}

@MainActor enum ForecastScenarios: ScenarioModel {
  enum Answer: Codable, Sendable, Equatable {
    case forecast(highCelsius: Int, summary: String)
    case error(offline: Bool)
  }

  enum Step: Codable, Sendable, Equatable {
    /// The user asks for a city's forecast.
    case load(city: String)
    /// The service answers the `request`-th question of the scenario (from 0).
    case answer(request: Int, with: Answer)
    /// The user leaves the screen: the scene lets the interactor go.
    case leave
    /// The scene has no weather service any more (none was given, or it was taken away).
    case loseService
  }

  static var steps: Gen<[Step]> {
    let load = Gen<String>.oneOf([.element(of: ["Lyon", "Oslo"]), .word, .text]).map {
      Step.load(city: $0)
    }
    let outcome = Gen<Answer>.oneOf([
      Gen<Int>.around([0]).and(Gen<String>.element(of: ["Rain", "Sun", "Snow", "Brume ☁️"]))
        .map { Answer.forecast(highCelsius: $0.0, summary: $0.1) },
      Gen<Bool>.bool.map { Answer.error(offline: !$0) },
    ])
    let answer = Gen<Int>.int(0...2).and(outcome).map { Step.answer(request: $0.0, with: $0.1) }
    let leave = Gen<Step>.always(.leave)
    let actions = Gen<Step>.oneOf([load, answer, load, answer, leave]).list(1...7)
    return Gen<Bool>.element(of: [true, true, true, false]).and(actions).map { served, steps in
      // A scenario starts with a load (there is nothing to answer or leave before one), and
      // now and then on a scene that has no service.
      (served ? [] : [Step.loseService]) + [Step.load(city: "Lyon")] + steps
    }
  }

  static func makeRig() -> ForecastRig {
    let rig = ForecastRig()
    let interactor = ForecastInteractor()
    let presenter = ForecastPresentationLogicSpy()
    presenter.presentLoadingClosure = { [weak rig] loading in
      rig?.heard.append(loading ? "loading starts" : "loading ends")
    }
    presenter.presentForecastClosure = { [weak rig] forecast in
      rig?.heard.append(
        "the forecast for «\(forecast.city)»: \(forecast.highCelsius) °C, \(forecast.summary)")
    }
    presenter.presentErrorClosure = { [weak rig] error in
      rig?.heard.append("the error: " + (error == .offline ? "offline" : "unknown city"))
    }
    interactor.presenter = presenter
    interactor.worker = rig.service
    rig.interactor = interactor
    rig.freed = interactor
    rig.presenter = presenter
    return rig
  }

  static func perform(_ step: Step, on rig: ForecastRig) async -> [Fact] {
    rig.heard = []
    let askedBefore = rig.service.asked.count
    var facts: [Fact] = []
    switch step {
    case .loseService:
      rig.interactor?.worker = nil
    case .load(let city):
      rig.interactor?.loadForecast(request: ForecastScene.Load.Request(city: city))
      // What the presenter hears before any task has run: "at once" in the README.
      facts += rig.heard.map { Fact("at once, the presenter is told", $0) }
      rig.heard = []
    case .answer(let request, let answer):
      guard rig.service.answers.waiting.contains(request) else {
        return [Fact("the service", "has no such question waiting")]
      }
      let city = rig.service.asked[request]
      switch answer {
      case .forecast(let high, let summary):
        rig.service.answers.release(
          request, with: .success(Forecast(city: city, highCelsius: high, summary: summary)))
      case .error(let offline):
        rig.service.answers.release(request, with: .failure(offline ? .offline : .unknownCity))
      }
    case .leave:
      rig.interactor = nil
    }
    await Scenarios.settle()
    facts += rig.service.asked.dropFirst(askedBefore).map {
      Fact("the worker is asked for", "the forecast for «\($0)»")
    }
    facts += rig.heard.map { Fact("the presenter is told", $0) }
    if case .leave = step {
      facts.append(Fact("the interactor", rig.freed == nil ? "is freed" : "is still alive"))
      facts.append(Fact("its presenter", rig.presenter == nil ? "is freed" : "is still alive"))
    }
    return facts
  }

  static func describe(_ step: Step) -> String {
    switch step {
    case .load(let city):
      return "The user asks for the forecast for «\(city)»."
    case .answer(let request, let answer):
      let which = ["first", "second", "third"][min(request, 2)]
      switch answer {
      case .forecast(let high, let summary):
        return "The service answers the \(which) question: \(high) °C, \(summary)."
      case .error(let offline):
        return "The service fails the \(which) question: \(offline ? "offline" : "unknown city")."
      }
    case .leave:
      return "The user leaves the screen: the scene lets the interactor go."
    case .loseService:
      return "The scene has no weather service (its worker is nil)."
    }
  }

  static func reason(for subject: String) -> String {
    switch subject {
    case "at once, the presenter is told":
      "loading is reported at once, before `loadForecast` returns, when there is a worker to wait for; with no worker there is nothing to wait for, and the screen must not be left loading (the README's task, step 1)"
    case "the presenter is told":
      "loading starts at once with each request, the answer (a forecast or an error) is presented when it comes, and loading ends after it on every path; once the scene is let go, an answer that comes later is presented to nobody (the README's task)"
    case "the worker is asked for":
      "each request asks the worker once, for the requested city (step 2)"
    case "its presenter":
      "nothing of the scene is kept alive across the await: a closed screen frees the interactor and the presenter it owns while the worker still waits, so the task holds neither while it waits (step 4)"
    default:
      "nothing keeps the interactor alive across the await: a closed screen frees its scene while the worker still waits (step 4)"
    }
  }
}
