import Testing
import VIPKitCore
import VIPKitTestSupport

@testable import VIPKitSyntax

@Suite("The outline of a file: types, properties, imports, aliases, comments")
struct SwiftOutlineTests {
  @Test("types with what they inherit, and their properties: stored or computed, weak or not")
  func typesAndProperties() throws {
    let source = MarkedSource(
      """
      import Foundation
      @testable import struct Login.User

      @MainActor final class 1️⃣LoginPresenter: NSObject, LoginPresentationLogic {
        weak var viewController: (any LoginDisplayLogic)?
        private(set) var count = 0 { didSet { print(count) } }
        let sorted = [3, 1].sorted { $0 < $1 }
        var title: String { "Login" }
        static let shared = LoginPresenter()
        struct 2️⃣Inner { var hidden: Int }
        func present() { let local = 1; print(local) }
      }
      extension LoginPresenter: Sendable {}
      typealias LoginPresenterInput = LoginPresentationLogic
      """)
    let outline = SwiftOutline(SourceText(path: "A.swift", text: source.text))
    #expect(outline.imports.map(\.module) == ["Foundation", "Login"])
    #expect(outline.typeAliases.map(\.name) == ["LoginPresenterInput"])
    #expect(outline.types.map(\.name) == ["LoginPresenter", "Inner", "LoginPresenter"])
    let presenter = outline.types[0]
    #expect(presenter.location == source.location("1️⃣", path: "A.swift"))
    #expect(outline.types[1].location == source.location("2️⃣", path: "A.swift"))
    #expect(presenter.inherited == ["NSObject", "LoginPresentationLogic"])
    #expect(presenter.attributes == ["@MainActor"])
    #expect(
      presenter.properties.map(\.name) == ["viewController", "count", "sorted", "title", "shared"])
    #expect(presenter.properties.map(\.isStored) == [true, true, true, false, true])
    #expect(presenter.properties[0].isWeak)
    #expect(presenter.properties[0].type == "(any LoginDisplayLogic)?")
    #expect(presenter.properties[1].modifiers.contains("private(set)"))
    #expect(presenter.properties[4].isStatic)
    // The nested type's tokens are its own, not the presenter's.
    let own = Set(presenter.ownTokens.map(outline.text))
    #expect(!own.contains("hidden"))
    #expect(own.contains("local"))
    #expect(outline.types[2].inherited == ["Sendable"])
  }

  @Test("generic types closed by an operator token (>?, >>) end where they end")
  func genericClosers() {
    let outline = SwiftOutline(
      SourceText(
        path: "A.swift",
        text: """
          final class LoginInteractor {
            private var task: Task<Void, Never>?
            var cache: Array<Set<Int>> = []
            unowned(unsafe) var owner: LoginViewController
            var presenter: (any LoginPresentationLogic)?
          }
          final class After: Base<Array<Int>> {}
          """))
    #expect(outline.types.map(\.name) == ["LoginInteractor", "After"])
    let properties = outline.types[0].properties
    #expect(properties.map(\.name) == ["task", "cache", "owner", "presenter"])
    #expect(properties[0].type == "Task<Void, Never>?")
    #expect(properties[2].isWeak, "unowned(unsafe) is not strong")
    #expect(outline.types[1].inherited == ["Base<Array<Int>>"])
  }

  @Test("nothing in a comment or a string is an outline's")
  func commentsAndStrings() {
    let outline = SwiftOutline(
      SourceText(
        path: "A.swift",
        text: """
          // class Ghost: LoginDisplayLogic { var view: Int }
          let text = "class Phantom { var x = 1 }"
          /* struct Hidden {} */
          final class Real {}
          """))
    #expect(outline.types.map(\.name) == ["Real"])
    #expect(outline.comments.map(\.line) == [1, 3])
    #expect(outline.comments.first?.text.hasPrefix("// class Ghost") == true)
  }

  @Test("a line's text is its tokens, one space apart: the same after edits above it")
  func lineText() {
    let first = SwiftOutline(SourceText(path: "A.swift", text: "let  a =   DateFormatter()\n"))
    let second = SwiftOutline(
      SourceText(path: "A.swift", text: "// new\n\nlet a = DateFormatter()\n"))
    #expect(first.lineText(of: 0) == "let a = DateFormatter ( )")
    #expect(second.lineText(of: 0) == first.lineText(of: 0))
  }
}
