import Foundation
import Testing
import VIPKitCore

/// The fixture course's copy is kept between runs for its cache, in a folder of this
/// checkout's own: a CI clone tested while a working copy is would otherwise rewrite the
/// other's course (its manifest names its kit) and grade in the other's builds.
@Suite("The grading tests' folder")
struct GradingSandboxTests {
  @Test("is this checkout's: named by a hash of the kit's path, which another path changes")
  func perCheckout() {
    let name = GradingSandbox.shared.lastPathComponent
    #expect(name == "vipkit-grading-tests-\(GradingSandbox.checkout)")
    var same = Fingerprint()
    same.mix(GradingSandbox.kit.standardizedFileURL.path)
    #expect(same.text == GradingSandbox.checkout, "the same in every run of this checkout")
    var other = Fingerprint()
    other.mix(GradingSandbox.kit.appendingPathComponent("clone").standardizedFileURL.path)
    #expect(!name.hasSuffix(other.text))
  }
}
