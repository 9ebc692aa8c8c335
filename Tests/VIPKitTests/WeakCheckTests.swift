import Testing
import VIPKit

@Suite("The weak check")
@MainActor
struct WeakCheckTests {
  @Test("a weak property passes, and keeps its value afterwards")
  func weakProperty() {
    let presenter = GreetPresenter()
    let view = GreetViewController()
    presenter.viewController = view
    #expect(VIPCheck.weak(\GreetPresenter.viewController, of: presenter) { DisplaySpy() }.isEmpty)
    #expect(presenter.viewController === view)
  }

  @Test("a strong property is reported with the declaration to write")
  func strongProperty() throws {
    let presenter = StrongGreetPresenter()
    let finding = try #require(
      VIPCheck.weak(\StrongGreetPresenter.viewController, of: presenter) { DisplaySpy() }.only)
    #expect(finding.kind == .notWeak)
    #expect(
      finding.message.hasPrefix(
        "StrongGreetPresenter.viewController is not weak: a new DisplaySpy assigned to it was still alive"
      ))
    #expect(finding.message.contains("declare it `weak var viewController`"))
    #expect(presenter.viewController == nil)
  }

  @Test("an unowned property is reported before anything is released (no crash)")
  func unownedProperty() throws {
    let holder = UnownedHolder()
    let finding = try #require(VIPCheck.weak(\UnownedHolder.view, of: holder) { DisplaySpy() }.only)
    #expect(finding.kind == .notWeak)
    #expect(finding.message.hasPrefix("UnownedHolder.view is unowned, not weak"))
    #expect(holder.view == nil)
  }

  @Test("a value that is not an object cannot be checked")
  func valueType() throws {
    let holder = ValueHolder()
    let finding = try #require(VIPCheck.weak(\ValueHolder.text, of: holder) { "text" }.only)
    #expect(finding.kind == .uncheckable)
  }
}

// MARK: - Fixtures

@MainActor final class DisplaySpy: GreetDisplayLogic {
  var displayed: [String] = []
  func displayGreeting(_ text: String) { displayed.append(text) }
}

@MainActor private final class UnownedHolder {
  unowned var view: DisplaySpy?
}

@MainActor private final class ValueHolder {
  var text: String?
}
