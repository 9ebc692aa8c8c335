import Foundation
import Testing
import VIPKitTestSupport

/// The spies plugins as a team uses them: a package that depends on the kit applies the
/// build-tool plugin to its test target, or runs the command plugin once.
@Suite("The spies plugins", .serialized, .scenario(.builds))
struct SpiesPluginScenarios {
  // One package for both plugins: each build of it builds the kit's `vipkit` for the plugins,
  // the costliest build of the whole test run.
  @Test(
    "the command plugin writes Spies.swift as vipkit spies would; the build-tool plugin generates spies with .vipkit-spies's options, once per change"
  )
  func plugins() throws {
    let package = try Self.package()
    let run = try runSwift(
      [
        "package", "--allow-writing-to-package-directory", "generate-spies", "--target",
        "CommandTests",
      ],
      in: package.url)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("Wrote 1 spy to"))
    let check = try Binary.run(
      [
        "spies", "Sources/Login", "--testable-import", "Login", "-o",
        "Tests/CommandTests/Spies.swift", "--check",
      ], in: package.url)
    #expect(check.status == 0, "\(check.error)")

    let build = try runSwift(["build", "--build-tests"], in: package.url)
    #expect(build.status == 0, "\(build.output)")
    #expect(build.output.contains("Generating spies for LoginTests"))
    #expect(!build.output.contains("Generating spies for CommandTests"))
    #expect(!build.output.contains("warning:"), "\(build.output)")
    // SwiftPM 6.3.1 on Linux relinks a plugin's host tool once more on the second build,
    // which reruns the plugin; from then on an unchanged build runs nothing.
    _ = try runSwift(["build", "--build-tests"], in: package.url)
    let again = try runSwift(["build", "--build-tests"], in: package.url)
    #expect(again.status == 0)
    #expect(!again.output.contains("Generating spies"), "\(again.output)")
    // Both test targets pass: one with the plugin's Sourcery-named mocks, one with the file.
    let test = try runSwift(["test"], in: package.url)
    #expect(test.status == 0, "\(test.output)")
    #expect(test.output.contains("presentsTheWelcomeWithTheMock"), "\(test.output)")
    #expect(test.output.contains("presentsTheWelcomeWithTheSpy"), "\(test.output)")
    #expect(
      !FileManager.default.fileExists(
        atPath: package.url.appendingPathComponent("Tests/LoginTests/Spies.swift").path),
      "the build-tool plugin writes into the build's folder, never the package")
  }

  /// A package with two test targets that use the spies of its `Login` target: `LoginTests`
  /// through the build-tool plugin, asking for AutoMockable's names in `.vipkit-spies`, and
  /// `CommandTests` through the file the command plugin writes.
  static func package() throws -> Scratch {
    let kit = Binary.kitRoot.standardizedFileURL
    func test(_ name: String, spy: String, received: String) -> String {
      """
      import Testing

      @testable import Login

      @Suite @MainActor struct \(name) {
        @Test func \(name == "LoginTests" ? "presentsTheWelcomeWithTheMock" : "presentsTheWelcomeWithTheSpy")() {
          let presenter = \(spy)()
          let interactor = LoginInteractor()
          interactor.presenter = presenter
          interactor.login(name: "Ada")
          #expect(presenter.\(received) == "Hello, Ada")
        }
      }

      """
    }
    return try Scratch(files: [
      "Package.swift": """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "PluginDemo",
        dependencies: [.package(path: "\(kit.path)")],
        targets: [
          .target(name: "Login"),
          .testTarget(
            name: "LoginTests", dependencies: ["Login"],
            plugins: [.plugin(name: "SpiesPlugin", package: "\(kit.lastPathComponent)")]),
          .testTarget(name: "CommandTests", dependencies: ["Login"]),
        ],
        swiftLanguageModes: [.v6]
      )

      """,
      "Sources/Login/Login.swift": """
      @MainActor public protocol LoginPresentationLogic: AnyObject {
        func presentWelcome(name: String)
      }

      @MainActor public final class LoginInteractor {
        public var presenter: (any LoginPresentationLogic)?
        public init() {}
        public func login(name: String) { presenter?.presentWelcome(name: "Hello, \\(name)") }
      }

      """,
      "Tests/LoginTests/LoginTests.swift": test(
        "LoginTests", spy: "LoginPresentationLogicMock",
        received: "presentWelcomeNameReceivedName"),
      "Tests/LoginTests/.vipkit-spies": "--naming sourcery\n",
      "Tests/CommandTests/CommandTests.swift": test(
        "CommandTests", spy: "LoginPresentationLogicSpy", received: "presentWelcomeReceivedName"),
    ])
  }
}
