// swift-tools-version:6.0
import PackageDescription

// VIPKit has no dependencies: the toolchain alone (Foundation, XCTest, Swift Testing) builds it.
// `VIPKit` (the harness) and `VIPKitScenarios` are the only libraries a student's test target
// links; the tool's modules stay apart.
let package = Package(
  name: "VIPKit",
  // Where the kit and the course build on Apple's platforms: Swift concurrency and Swift
  // Testing need macOS 10.15 and iOS 13, the course's screens `UIAction` (iOS 14); the
  // exercises and the grader's harness package declare the same, so the kit is never the
  // newer side of a dependency.
  platforms: [.macOS(.v13), .iOS(.v15)],
  products: [
    .library(name: "VIPKit", targets: ["VIPKit"]),
    // Scenarios (generators, shrinking, recorded and fresh scenarios): the exercises that have
    // a scenario model link it beside VIPKit; a test target that does not, builds none of it.
    .library(name: "VIPKitScenarios", targets: ["VIPKitScenarios"]),
    // UIKit where there is none (Linux, `swift test` on a Mac): the module `UIKit`, which an
    // exercise links on those platforms only, so its sources compile against real UIKit too.
    .library(name: "UIKitStandIn", targets: ["UIKit", "_Testing_UIKit"]),
    .executable(name: "vipkit", targets: ["vipkit"]),
    // Spies in the build: a build-tool plugin for test targets, and a command that writes
    // Spies.swift into one (`swift package generate-spies --target LoginTests`).
    .plugin(name: "SpiesPlugin", targets: ["SpiesPlugin"]),
    .plugin(name: "GenerateSpies", targets: ["GenerateSpies"]),
  ],
  dependencies: [],
  targets: [
    // The harness: cycle wiring, memory, and reporting to XCTest or Swift Testing.
    .target(name: "VIPKit"),
    // Scenarios: generators, shrinking, and the runner that replays the scenarios recorded
    // from an exercise's reference (and answers the grader's requests).
    .target(name: "VIPKitScenarios", dependencies: ["VIPKit"]),
    // The UIKit stand-in: only what the course uses, each member as Apple documents it.
    .target(name: "UIKit"),
    // Testing's cross-import overlay with UIKit, which a test file that imports both makes the
    // compiler look for: it re-exports Testing, as Apple's does.
    .target(name: "_Testing_UIKit"),

    // What the tool's modules share: exit codes, diagnostics, terminal output, child processes.
    .target(name: "VIPKitCore"),
    // The hand-written Swift lexer and the light declaration parser (spies and mutation).
    .target(name: "VIPKitSyntax", dependencies: ["VIPKitCore"]),
    // Xcode projects, workspaces, schemes and test plans read without Xcode: which files a
    // target compiles and which test targets test it (spies, check and mutate --project).
    .target(name: "VIPKitXcode", dependencies: ["VIPKitCore"]),
    // Recording spies from protocol declarations: the plan (inheritance, naming) and the emitter.
    .target(name: "VIPKitSpies", dependencies: ["VIPKitCore", "VIPKitSyntax"]),
    // Mutation testing: operators (one per file), the schemata rewrite, the runner, the report.
    .target(name: "VIPKitMutation", dependencies: ["VIPKitCore", "VIPKitSyntax", "VIPKitXcode"]),
    // The VIP rules, checked statically: roles, rules (one per file), suppressions,
    // baselines, and the text, JSON, SARIF and GitHub renderers.
    .target(name: "VIPKitCheck", dependencies: ["VIPKitCore", "VIPKitSyntax"]),
    // Scenes generated from the VIP template's interview: the roles, their tests and spies.
    .target(name: "VIPKitScene", dependencies: ["VIPKitCore", "VIPKitSyntax", "VIPKitSpies"]),
    // The course: its exercises, their hints, and how far a student is with each.
    .target(name: "VIPKitCourse", dependencies: ["VIPKitCore"]),
    // Grading: exercise manifests, submissions, workspaces, test outcomes, scores, reporters.
    .target(
      name: "VIPKitGrading",
      dependencies: [
        "VIPKitCore", "VIPKitSyntax", "VIPKitCourse", "VIPKitMutation", "VIPKitSpies",
        "VIPKitCheck",
      ]),
    // Commands, argument parsing and help, as a library so tests can call it directly.
    .target(
      name: "VIPKitCLI",
      dependencies: [
        "VIPKitCore", "VIPKitCourse", "VIPKitSpies", "VIPKitMutation", "VIPKitGrading",
        "VIPKitCheck", "VIPKitScene", "VIPKitXcode",
      ]),
    .executableTarget(name: "vipkit", dependencies: ["VIPKitCLI"]),
    .plugin(name: "SpiesPlugin", capability: .buildTool(), dependencies: ["vipkit"]),
    .plugin(
      name: "GenerateSpies",
      capability: .command(
        intent: .custom(
          verb: "generate-spies",
          description: "Write Spies.swift into a test target from the targets it depends on."),
        permissions: [
          .writeToPackageDirectory(reason: "It writes Spies.swift into the test target's folder.")
        ]), dependencies: ["vipkit"]),

    .testTarget(
      name: "VIPKitTests",
      dependencies: ["VIPKit", "CleanSwiftScene", "UIKit", "_Testing_UIKit"], exclude: ["Graphs"]),
    // What several test targets share: marked sources (the expected place written as a marker
    // in the text) and the first difference of two texts.
    .target(
      name: "VIPKitTestSupport", dependencies: ["VIPKitCore"], path: "Tests/VIPKitTestSupport"),
    // A scene as the Clean Swift templates write it, in a Swift 5 module, for the harness's
    // tests: non-`final` classes, wiring in `setup()`, a router that subclasses `NSObject`.
    .target(
      name: "CleanSwiftScene", path: "Tests/CleanSwiftScene",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(name: "VIPKitScenariosTests", dependencies: ["VIPKitScenarios", "VIPKit"]),
    .testTarget(name: "UIKitStandInTests", dependencies: ["UIKit", "_Testing_UIKit"]),
    .testTarget(name: "VIPKitCoreTests", dependencies: ["VIPKitCore", "VIPKitTestSupport"]),
    .testTarget(name: "VIPKitSyntaxTests", dependencies: ["VIPKitSyntax", "VIPKitTestSupport"]),
    // Fixtures holds one Xcode project per style (classic groups, synchronized folders, a
    // workspace with a local package), written by hand.
    .testTarget(
      name: "VIPKitXcodeTests", dependencies: ["VIPKitXcode", "VIPKitCore", "VIPKitTestSupport"],
      exclude: ["Fixtures"]),
    // CompileFixture is a package of its own that the tests build with generated spies; Golden
    // holds protocol-in, spy-out pairs.
    .testTarget(
      name: "VIPKitSpiesTests",
      dependencies: ["VIPKitSpies", "VIPKitSyntax", "VIPKitCore", "VIPKitTestSupport"],
      exclude: ["CompileFixture", "Golden"]),
    // Fixtures holds packages with a known mutation result; Schemas, the JSON Schemas a report
    // is checked against.
    .testTarget(
      name: "VIPKitMutationTests",
      dependencies: ["VIPKitMutation", "VIPKitSyntax", "VIPKitXcode", "VIPKitTestSupport"],
      exclude: ["Fixtures", "Schemas"]),
    // Fixtures holds one submission per hostile or broken scenario, with its expected grade.
    .testTarget(
      name: "VIPKitGradingTests",
      dependencies: ["VIPKitGrading", "VIPKitCore", "VIPKitCLI", "VIPKitTestSupport"],
      exclude: ["Fixtures"]),
    // Golden scenes (spec in, files out), names, the interview, never losing work.
    .testTarget(
      name: "VIPKitSceneTests", dependencies: ["VIPKitScene", "VIPKitCore", "VIPKitTestSupport"],
      exclude: ["Golden"]),
    // One test file per rule, with marked sources, plus suppressions, baselines and formats.
    .testTarget(
      name: "VIPKitCheckTests",
      dependencies: ["VIPKitCheck", "VIPKitCore", "VIPKitSyntax", "VIPKitTestSupport"]),
    // Snapshots holds the full help of every command.
    .testTarget(
      name: "VIPKitCLITests",
      dependencies: ["VIPKitCLI", "VIPKitCore", "VIPKitCourse", "VIPKitTestSupport"],
      exclude: ["Snapshots"]),
    // Runs the built `vipkit` binary; the dependency makes SwiftPM build it first.
    .testTarget(name: "EndToEndTests", dependencies: ["vipkit", "VIPKitTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
