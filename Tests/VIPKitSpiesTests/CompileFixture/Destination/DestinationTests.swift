import Foundation
import Testing
import XCTest

@testable import Destination

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Test func generatedSpyBesideAHandWrittenOne() async throws {
  let loader = RequestLoadingSpy()
  loader.loadReturnValue = Data([1, 2])
  let data = try await loader.load(URLRequest(url: URL(string: "https://example.com")!))
  #expect(data == Data([1, 2]))
  #expect(loader.loadCallsCount == 1)
  await MainActor.run {
    let view = PricePresentationLogicSpy()
    view.presentPrice(cents: 250)
    #expect(view.presented == [250])
  }
}

final class DestinationXCTests: XCTestCase {
  func testGeneratedSpyRecordsTheRequest() async throws {
    let loader = RequestLoadingSpy()
    loader.loadReturnValue = Data()
    _ = try await loader.load(URLRequest(url: URL(string: "https://example.com/a")!))
    XCTAssertEqual(loader.loadReceivedRequest?.url?.path, "/a")
  }
}
