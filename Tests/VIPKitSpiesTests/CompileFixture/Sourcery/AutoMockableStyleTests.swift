import Foundation
import XCTest

@testable import SourceryStyle

/// A test suite written against AutoMockable's member names, as a team has it before it
/// switches: it must compile and pass, unchanged, against `--naming sourcery` spies.
final class AutoMockableStyleTests: XCTestCase {
  func testSingleParameterIsReceivedUnderItsName() {
    let mock = AnalyticsClientMock()
    let configuration = AnalyticsConfiguration(key: "k")
    mock.start(analyticsConfiguration: configuration)
    XCTAssertTrue(mock.startAnalyticsConfigurationCalled)
    XCTAssertEqual(mock.startAnalyticsConfigurationCallsCount, 1)
    XCTAssertEqual(mock.startAnalyticsConfigurationReceivedAnalyticsConfiguration, configuration)
    XCTAssertEqual(mock.startAnalyticsConfigurationReceivedInvocations, [configuration])
  }

  func testSeveralParametersAreReceivedAsLabelledArguments() {
    let mock = AnalyticsClientMock()
    mock.track(event: "open", properties: ["screen": "home"])
    mock.track(event: "close", properties: [:])
    XCTAssertEqual(mock.trackEventPropertiesCallsCount, 2)
    XCTAssertEqual(mock.trackEventPropertiesReceivedArguments?.event, "close")
    XCTAssertEqual(mock.trackEventPropertiesReceivedInvocations.map(\.event), ["open", "close"])
    XCTAssertEqual(mock.trackEventPropertiesReceivedInvocations[0].properties, ["screen": "home"])
  }

  func testCountersCanBeReset() {
    let mock = AnalyticsClientMock()
    mock.flush()
    mock.flushCallsCount = 0
    XCTAssertFalse(mock.flushCalled)
    mock.trackEventPropertiesReceivedInvocations = [("seeded", [:])]
    XCTAssertEqual(mock.trackEventPropertiesReceivedInvocations.count, 1)
  }

  func testOverloadsFoldTheirLabelsIntoTheirNames() {
    let mock = AnalyticsClientMock()
    mock.nameForReturnValue = "Ada"
    mock.nameForFallbackClosure = { id, fallback in "\(fallback) \(id)" }
    XCTAssertEqual(mock.name(for: 1), "Ada")
    XCTAssertEqual(mock.name(for: 2, fallback: "user"), "user 2")
    XCTAssertEqual(mock.nameForReceivedId, 1)
    XCTAssertEqual(mock.nameForFallbackReceivedArguments?.fallback, "user")
  }

  func testReturnValuesAreImplicitlyUnwrappedOptionals() {
    let mock = AnalyticsClientMock()
    XCTAssertNil(mock.nameForReturnValue)
    mock.nameForReturnValue = "set"
    XCTAssertEqual(mock.name(for: 0), "set")
    mock.nameForReturnValue = nil
    XCTAssertNil(mock.lastEventReturnValue)
    XCTAssertNil(mock.lastEvent())
  }

  func testPropertiesUseUnderlyingStorage() {
    let mock = AnalyticsClientMock()
    mock.underlyingConfiguration = AnalyticsConfiguration(key: "c")
    XCTAssertEqual(mock.configuration.key, "c")
    mock.underlyingIsEnabled = true
    XCTAssertTrue(mock.isEnabled)
    mock.isEnabled = false
    XCTAssertEqual(mock.underlyingIsEnabled, false)
    XCTAssertNil(mock.userID)
    mock.userID = "u1"
    XCTAssertEqual(mock.userID, "u1")
  }

  func testAsyncThrowingMethodsThrowReturnOrRunTheClosure() async throws {
    let mock = AnalyticsClientMock()
    mock.sendThrowableError = ReportError()
    do {
      _ = try await mock.send(Data([1]))
      XCTFail("send should throw the error set")
    } catch {
      XCTAssertEqual(error as? ReportError, ReportError())
    }
    mock.sendThrowableError = nil
    mock.sendReturnValue = 3
    let sent = try await mock.send(Data([1, 2]))
    XCTAssertEqual(sent, 3)
    mock.sendClosure = { payload in payload.count * 10 }
    let counted = try await mock.send(Data([1, 2]))
    XCTAssertEqual(counted, 20)
    XCTAssertEqual(mock.sendReceivedPayload, Data([1, 2]))
    XCTAssertEqual(mock.sendCallsCount, 3)

    mock.resetThrowableError = ReportError()
    XCTAssertThrowsError(try mock.reset())
    XCTAssertEqual(mock.resetCallsCount, 1)
  }

  func testClosureParametersAreKeptAndCanBeCalled() {
    let mock = AnalyticsClientMock()
    var result: Result<String, ReportError>?
    mock.fetchIdCompletionClosure = { id, completion in completion(.success("item \(id)")) }
    mock.fetch(id: 7) { result = $0 }
    XCTAssertEqual(try result?.get(), "item 7")
    XCTAssertEqual(mock.fetchIdCompletionReceivedArguments?.id, 7)
    mock.fetchIdCompletionReceivedArguments?.completion(.failure(ReportError()))
    XCTAssertThrowsError(try result?.get())
  }

  func testAnnotatedProtocolsWithoutTheMarkerProtocol() async throws {
    let mock = ReportUploadingMock()
    try await mock.upload(report: "r", retries: 2)
    XCTAssertEqual(mock.uploadReportRetriesReceivedArguments?.retries, 2)
    XCTAssertEqual(mock.uploadReportRetriesCallsCount, 1)
  }
}
