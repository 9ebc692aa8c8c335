import Foundation
import Testing
import VIPKitCore

@testable import VIPKitGrading

@Suite("The grading manifest")
struct GradingManifestTests {
  @Test("a rubric names tests by suite or function, or * for all")
  func matching() {
    let item = RubricItem(title: "Scene", points: 10, tests: ["ProfileSceneTests", "formats()"])
    #expect(item.counts(testID: "ProfileTests.ProfileSceneTests/noLeaks()"))
    #expect(item.counts(testID: "ProfileTests.ProfilePresenterTests/formats()"))
    #expect(!item.counts(testID: "ProfileTests.ProfilePresenterTests/formatsTheName()"))
    #expect(RubricItem(title: "All", points: 1, tests: ["*"]).counts(testID: "A.B/c()"))
  }
}
