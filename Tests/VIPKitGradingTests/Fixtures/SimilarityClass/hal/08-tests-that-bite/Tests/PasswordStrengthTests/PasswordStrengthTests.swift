import Testing

@testable import PasswordStrength

@Suite("Password strength")
@MainActor
struct PasswordStrengthTests {
  @Test("labels by score")
  func labels() {
    #expect(viewModel(score: 1)?.label == "Weak")
    #expect(viewModel(score: 2)?.label == "Medium")
    #expect(viewModel(score: 3)?.label == "Medium")
    #expect(viewModel(score: 4)?.label == "Strong")
  }

  @Test("progress is the share of the maximum")
  func progress() {
    #expect(viewModel(score: 1)?.progress == 0.25)
    #expect(viewModel(score: 4)?.progress == 1)
  }

  @Test("two points are acceptable, one is not")
  func acceptable() {
    #expect(viewModel(score: 2)?.isAcceptable == true)
    #expect(viewModel(score: 1)?.isAcceptable == false)
  }

  @Test("mixed case earns a point only with both cases")
  func mixedCase() {
    #expect(score(of: "abC") == 1)
    #expect(score(of: "ABC") == 0)
    #expect(score(of: "abc") == 0)
  }

  @Test("a digit earns a point")
  func digit() {
    #expect(score(of: "abc1") == 1)
  }
}
