import Foundation
import Testing
import VIPKitTestSupport

/// The spies plugins as a team uses them: a package that depends on the kit applies the
/// build-tool plugin to its test target, or runs the command plugin once.
@Suite("The spies plugins", .serialized)
struct SpiesPluginTests {
  @Test("the build-tool plugin generates spies with .vipkit-spies's options, once per change")
  func buildTool() throws {
    let package = try Self.package(plugin: true)
    let build = try runSwift(["build", "--build-tests"], in: package.url)
    #expect(build.status == 0, "\(build.output)")
    #expect(build.output.contains("Generating spies for LoginTests"))
    #expect(!build.output.contains("warning:"), "\(build.output)")
    // SwiftPM 6.3.1 on Linux relinks a plugin's host tool once more on the second build,
    // which reruns the plugin; from then on an unchanged build runs nothing.
    _ = try runSwift(["build", "--build-tests"], in: package.url)
    let again = try runSwift(["build", "--build-tests"], in: package.url)
    #expect(again.status == 0)
    #expect(!again.output.contains("Generating spies"), "\(again.output)")
    let test = try runSwift(["test"], in: package.url)
    #expect(test.status == 0, "\(test.output)")
    #expect(
      !FileManager.default.fileExists(
        atPath: package.url.appendingPathComponent("Tests/LoginTests/Spies.swift").path),
      "the build-tool plugin writes into the build's folder, never the package")
  }

  @Test("the command plugin writes Spies.swift into the test target, as vipkit spies would")
  func command() throws {
    let package = try Self.package(plugin: false)
    let run = try runSwift(
      [
        "package", "--allow-writing-to-package-directory", "generate-spies", "--target",
        "LoginTests",
      ],
      in: package.url)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("Wrote 1 spy to"))
    let test = try runSwift(["test"], in: package.url)
    #expect(test.status == 0, "\(test.output)")
    let check = try Binary.run(
      [
        "spies", "Sources/Login", "--testable-import", "Login", "-o",
        "Tests/LoginTests/Spies.swift", "--check",
      ], in: package.url)
    #expect(check.status == 0, "\(check.error)")
  }

  /// A package whose test target uses the spies of its `Login` target, through the plugin
  /// (`plugin`) or through a file the command plugin writes.
  /// With the plugin, the test target asks for AutoMockable's names in `.vipkit-spies`, and
  /// its test uses them.
  static func package(plugin: Bool) throws -> Scratch {
    let spy = plugin ? "LoginPresentationLogicMock" : "LoginPresentationLogicSpy"
    let received = plugin ? "presentWelcomeNameReceivedName" : "presentWelcomeReceivedName"
    let kit = Binary.kitRoot.standardizedFileURL
    let plugins =
      plugin
      ? ",\n      plugins: [.plugin(name: \"SpiesPlugin\", package: \"\(kit.lastPathComponent)\")]"
      : ""
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
            name: "LoginTests", dependencies: ["Login"]\(plugins)),
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
      "Tests/LoginTests/LoginTests.swift": """
      import Testing

      @testable import Login

      @Suite @MainActor struct LoginTests {
        @Test func presentsTheWelcome() {
          let presenter = \(spy)()
          let interactor = LoginInteractor()
          interactor.presenter = presenter
          interactor.login(name: "Ada")
          #expect(presenter.\(received) == "Hello, Ada")
        }
      }

      """,
      "Tests/LoginTests/.vipkit-spies": plugin ? "--naming sourcery\n" : "",
    ])
  }
}
