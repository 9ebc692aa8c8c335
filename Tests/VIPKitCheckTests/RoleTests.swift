import Foundation
import Testing
import VIPKitSyntax

@testable import VIPKitCheck

@Suite("Roles: from names, conformances, the Input/Output naming, and a team's own names")
struct RoleTests {
  @Test("a type's conformance, even in an extension of another file, decides its role")
  func conformanceInExtension() {
    let index = RoleIndex(outlines: [
      outline("final class LoginScreen {}"),
      outline("extension LoginScreen: LoginDisplayLogic {}\n" + loginProtocols),
    ])
    #expect(index.role(ofType: "LoginScreen")?.role == .view)
  }

  @Test("the Input/Output naming with typealiases maps to the same roles")
  func inputOutput() {
    let index = RoleIndex(outlines: [
      outline(
        """
        protocol LoginViewControllerOutput { func login() }
        typealias LoginInteractorInput = LoginViewControllerOutput
        protocol LoginInteractorOutput { func present() }
        final class LoginEngine: LoginInteractorInput {}
        """)
    ])
    #expect(index.reference(forName: "LoginViewControllerOutput")?.role == .interactor)
    #expect(index.reference(forName: "LoginInteractorOutput")?.role == .presenter)
    #expect(index.role(ofType: "LoginEngine")?.role == .interactor)
  }

  @Test("spies, mocks and stubs play no role, named either way round")
  func testDoubles() {
    let index = RoleIndex(outlines: [
      outline(
        "final class LoginPresentationLogicSpy: LoginPresentationLogic {}\n"
          + "final class MockLoginPresenter: LoginPresentationLogic {}\n" + loginProtocols)
    ])
    #expect(index.role(ofType: "LoginPresentationLogicSpy") == nil)
    #expect(index.role(ofType: "MockLoginPresenter") == nil)
    #expect(!RoleIndex.isTestDouble("Mockingbird"))
  }

  @Test("a class named like a data store is no interactor: CleanStore's OrdersCoreDataStore")
  func concreteDataStore() {
    let index = RoleIndex(outlines: [
      outline("final class OrdersCoreDataStore: OrdersStoreProtocol {}")
    ])
    #expect(index.role(ofType: "OrdersCoreDataStore") == nil)
  }

  @Test("--names: a team's suffixes mark roles; a bad file says what to write")
  func names() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-names-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try #"{"interactor": ["UseCase"]}"#.write(to: url, atomically: true, encoding: .utf8)
    let names = try RoleNames(contentsOf: url)
    let index = RoleIndex(outlines: [outline("final class LoginUseCase {}")], names: names)
    #expect(index.role(ofType: "LoginUseCase")?.role == .interactor)
    try #"{"controller": ["Thing"]}"#.write(to: url, atomically: true, encoding: .utf8)
    #expect(throws: (any Error).self) { try RoleNames(contentsOf: url) }
  }

  func outline(_ text: String) -> SwiftOutline {
    SwiftOutline(SourceText(path: "A.swift", text: text))
  }
}
