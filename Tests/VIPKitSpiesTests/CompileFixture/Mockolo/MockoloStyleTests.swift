import Foundation
import XCTest

@testable import MockoloStyle

/// A test suite written against Mockolo's member names: it must compile and pass, unchanged,
/// against `--naming mockolo` spies.
final class MockoloStyleTests: XCTestCase {
  func testHandlersReturnAndThrow() async throws {
    let mock = WeatherWorkingMock()
    mock.fetchHandler = { city in Forecast(city: city, degrees: 21) }
    let forecast = try await mock.fetch(city: "Lyon")
    XCTAssertEqual(forecast, Forecast(city: "Lyon", degrees: 21))
    XCTAssertEqual(mock.fetchCallCount, 1)
    XCTAssertEqual(mock.fetchArgValues, ["Lyon"])
    mock.fetchHandler = { _ in throw WeatherError() }
    do {
      _ = try await mock.fetch(city: "Oslo")
      XCTFail("the handler throws")
    } catch {
      XCTAssertTrue(error is WeatherError)
    }
    XCTAssertEqual(mock.fetchArgValues, ["Lyon", "Oslo"])
  }

  func testOverloadsTakeTheirNamesInOrder() {
    let mock = WeatherWorkingMock()
    mock.update(value: 1)
    mock.update(value: "two")
    mock.update(value: "three")
    XCTAssertEqual(mock.updateCallCount, 1)
    XCTAssertEqual(mock.updateArgValues, [1])
    XCTAssertEqual(mock.updateValueCallCount, 2)
    XCTAssertEqual(mock.updateValueArgValues, ["two", "three"])
  }

  func testSeveralArgumentsAreUnlabelledTuplesAndDefaultsAreReturned() {
    let mock = WeatherWorkingMock()
    XCTAssertFalse(mock.log("hello", level: 2))
    mock.logHandler = { _, level in level > 1 }
    XCTAssertTrue(mock.log("again", level: 3))
    XCTAssertEqual(mock.logArgValues.map(\.0), ["hello", "again"])
    XCTAssertEqual(mock.logArgValues.last?.1, 3)
    mock.cancel()
    mock.cancelHandler = {}
    mock.cancel()
    XCTAssertEqual(mock.cancelCallCount, 2)
  }

  func testPropertiesCountTheirSets() {
    let mock = WeatherWorkingMock()
    XCTAssertEqual(mock.city, "")
    mock.city = "Lyon"
    mock.city = "Nice"
    XCTAssertEqual(mock.city, "Nice")
    XCTAssertEqual(mock.citySetCallCount, 2)
    XCTAssertNil(mock.lastUpdate)
    mock.lastUpdate = Date(timeIntervalSince1970: 0)
    XCTAssertEqual(mock.lastUpdateSetCallCount, 1)
  }

  func testStaticRequirements() {
    WeatherWorkingMock.makeHandler = { identifier in identifier.count }
    XCTAssertEqual(WeatherWorkingMock.make(identifier: "abc"), 3)
    XCTAssertEqual(WeatherWorkingMock.makeCallCount, 1)
    XCTAssertEqual(WeatherWorkingMock.makeArgValues, ["abc"])
  }
}
