import Foundation
import Testing
import XCTest

@testable import Fixture

@MainActor
final class Interactor {
  let presenter: any LoginPresentationLogic
  let worker: any LoginWorkerLogic
  init(presenter: any LoginPresentationLogic, worker: any LoginWorkerLogic) {
    self.presenter = presenter
    self.worker = worker
  }
  func login(email: String, password: String) {
    presenter.presentLoading(isLoading: true)
    Task {
      do throws(LoginError) {
        let user = try await worker.login(email: email, password: password)
        presenter.presentLoginResult(response: .success(user))
      } catch {
        presenter.presentLoginResult(response: .failure(error))
      }
      presenter.presentLoading(isLoading: false)
    }
  }
}

@Suite @MainActor struct UseSpiesTests {
  @Test func waitsForACallMadeLaterFromATask() async {
    let presenter = LoginPresentationLogicSpy()
    let worker = LoginWorkerLogicSpy(name: "w")
    worker.loginReturnValue = User(name: "Ada")
    Interactor(presenter: presenter, worker: worker).login(email: "a@b.c", password: "pw")
    #expect(presenter.presentLoadingCallsCount == 1)
    let arrived = await presenter.waitForCall("presentLoading(isLoading:)", count: 2)
    #expect(arrived)
    #expect(
      presenter.recordedCalls == [
        "presentLoading(isLoading:)", "presentLoginResult(response:)", "presentLoading(isLoading:)",
      ])
    #expect(presenter.presentLoginResultReceivedResponse == .success(User(name: "Ada")))
    #expect(worker.loginReceivedArguments?.email == "a@b.c")
  }

  @Test func throwsTheTypedErrorItIsGiven() async {
    let worker = LoginWorkerLogicSpy(name: "w")
    worker.loginThrowableError = .wrongPassword
    await #expect(throws: LoginError.wrongPassword) {
      try await worker.login(email: "a", password: "b")
    }
  }

  @Test func keepsEscapingClosuresAndRunsHandlers() {
    let worker = LoginWorkerLogicSpy(name: "w")
    var received: Data?
    worker.fetchAvatar(for: User(name: "Ada")) { received = $0 }
    worker.fetchAvatarReceivedArguments?.completion(Data([1]))
    #expect(received == Data([1]))
    worker.validateClosure = { email, _ in [email] }
    #expect(worker.validate("x", rules: { _ in true }) == ["x"])
    var store = [1]
    worker.save(2, 3, into: &store)
    #expect(worker.saveReceivedArguments?.values == [2, 3])
    #expect(worker.initReceivedName == "w")
    #expect(worker.recordedCalls.first == "init(name:)")
  }

  @Test func timesOutWhenTheCallNeverComes() async {
    let presenter = LoginPresentationLogicSpy()
    let arrived = await presenter.waitForCall("present(_:)", timeout: 0.05)
    #expect(!arrived)
  }

  @Test func overloadsGetLabelledNames() {
    let presenter = LoginPresentationLogicSpy()
    presenter.present("hi")
    presenter.present(3)
    #expect(presenter.presentMessageReceivedMessage == "hi")
    #expect(presenter.presentCountReceivedCount == 3)
  }
}

@Suite struct ThreadSafeSpiesTests {
  @Test func aSendableSpyRecordsFromManyThreads() {
    let cache = CacheSpy()
    DispatchQueue.concurrentPerform(iterations: 1000) { index in
      cache.store(index, for: "k\(index)")
    }
    #expect(cache.storeCallsCount == 1000)
    #expect(cache.recordedCalls.count == 1000)
  }

  @Test func anActorSpy() async {
    let counter = CounterSpy()
    await counter.setIncrementReturnValue(5)
    #expect(await counter.increment() == 5)
    #expect(await counter.incrementCallsCount == 1)
  }

  @Test func aGenericSpyForAnAssociatedType() async throws {
    let loader = LoaderSpy<Int>()
    loader.loadReturnValue = [1, 2]
    #expect(try await loader.load() == [1, 2])
  }
}

extension CounterSpy {
  func setIncrementReturnValue(_ value: Int) { incrementReturnValue = value }
}

/// The same wait from XCTest (on Linux a `@MainActor` XCTest method must be `async`).
final class UseSpiesXCTests: XCTestCase {
  @MainActor func testWaitsForACallMadeLaterFromATask() async {
    let presenter = LoginPresentationLogicSpy()
    let worker = LoginWorkerLogicSpy(name: "w")
    worker.loginThrowableError = .wrongPassword
    Interactor(presenter: presenter, worker: worker).login(email: "a@b.c", password: "pw")
    let arrived = await presenter.waitForCall("presentLoginResult(response:)")
    XCTAssertTrue(arrived)
    XCTAssertEqual(presenter.presentLoginResultReceivedResponse, .failure(.wrongPassword))
  }
}
