#!/usr/bin/env python3
"""Writes a VIP package with a real-sized test suite, for the mutation benchmark: SCENES scenes
(default 12), each an interactor and a presenter with their own XCTest cases (20 a scene, one
of them slow: it waits 0.1 s, as a test that waits for an expectation does; `async`, as
Linux XCTest runs a main-actor test case's methods only then), and one scene also tested with
Swift Testing. Each mutant is reached by its own scene's tests only, as in an
app, where most tests never touch most code. Usage: make-suite.py FOLDER [SCENES]"""
import os
import sys

folder = sys.argv[1]
scenes = int(sys.argv[2]) if len(sys.argv) > 2 else 12


def write(path, text):
    path = os.path.join(folder, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as handle:
        handle.write(text)


write("Package.swift", """// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "BigApp",
  targets: [
    .target(name: "BigApp"),
    .testTarget(name: "BigAppTests", dependencies: ["BigApp"]),
  ],
  swiftLanguageModes: [.v6]
)
""")

for k in range(scenes):
    name = f"Scene{k}"
    write(f"Sources/BigApp/{name}/{name}Interactor.swift", f"""/// Loads the items of {name} and hands the total, or an error, to the presenter.
@MainActor public protocol {name}PresentationLogic: AnyObject {{
  func presentTotal(_ total: Int)
  func presentError(_ message: String)
}}

@MainActor public final class {name}Interactor {{
  public var presenter: (any {name}PresentationLogic)?
  public let limit: Int

  public init(limit: Int) {{
    self.limit = limit
  }}

  public func load(items: [Int]) {{
    guard !items.isEmpty else {{
      presenter?.presentError("Nothing to load")
      return
    }}
    var total = 0
    for item in items where item > 0 {{
      total = total + item
    }}
    if total > limit {{
      presenter?.presentError("Over the limit of \\(limit)")
    }} else {{
      presenter?.presentTotal(total)
    }}
  }}

  public func isEnough(_ total: Int) -> Bool {{
    total >= limit / 2 && total <= limit
  }}
}}
""")
    write(f"Sources/BigApp/{name}/{name}Presenter.swift", f"""/// Turns {name}'s totals into the text its view shows.
@MainActor public protocol {name}DisplayLogic: AnyObject {{
  func display(text: String, isError: Bool)
}}

@MainActor public final class {name}Presenter: {name}PresentationLogic {{
  public weak var view: (any {name}DisplayLogic)?

  public init() {{}}

  public func presentTotal(_ total: Int) {{
    view?.display(text: total == 1 ? "1 item" : "\\(total) items", isError: false)
  }}

  public func presentError(_ message: String) {{
    view?.display(text: "Error: " + message, isError: true)
  }}
}}
""")
    cases = []
    # Twenty tests a scene: totals, limits, errors, texts; one slow.
    for t in range(6):
        items = [t + 1, t + 2]
        total = sum(items)
        cases.append(f"""  func testTotal{t}() {{
    interactor.load(items: {items})
    XCTAssertEqual(presenter.totals, [{total}])
  }}""")
    for t in range(4):
        cases.append(f"""  func testNegativeItemsAreSkipped{t}() {{
    interactor.load(items: [{t + 3}, -{t + 1}])
    XCTAssertEqual(presenter.totals, [{t + 3}])
  }}""")
    cases.append("""  func testEmptyIsAnError() async {
    interactor.load(items: [])
    XCTAssertEqual(presenter.errors, ["Nothing to load"])
  }""")
    cases.append("""  func testOverTheLimitIsAnError() async {
    interactor.load(items: [60, 60])
    XCTAssertEqual(presenter.errors, ["Over the limit of 100"])
  }""")
    cases.append("""  func testAtTheLimitIsATotal() async {
    interactor.load(items: [100])
    XCTAssertEqual(presenter.totals, [100])
  }""")
    for t in range(3):
        cases.append(f"""  func testEnough{t}() {{
    XCTAssertTrue(interactor.isEnough({50 + t * 20}))
    XCTAssertFalse(interactor.isEnough({10 + t}))
  }}""")
    cases.append("""  func testOneItemIsSingular() async {
    let view = View()
    let presenter = %sPresenter()
    presenter.view = view
    presenter.presentTotal(1)
    XCTAssertEqual(view.texts, ["1 item"])
  }""" % name)
    cases.append("""  func testTotalsArePlural() async {
    let view = View()
    let presenter = %sPresenter()
    presenter.view = view
    presenter.presentTotal(3)
    XCTAssertEqual(view.texts, ["3 items"])
    XCTAssertEqual(view.errors, [false])
  }""" % name)
    cases.append("""  func testErrorsAreShownAsErrors() async {
    let view = View()
    let presenter = %sPresenter()
    presenter.view = view
    presenter.presentError("Oops")
    XCTAssertEqual(view.texts, ["Error: Oops"])
    XCTAssertEqual(view.errors, [true])
  }""" % name)
    cases.append("""  func testSlowWaitsForTheNetwork() async {
    try? await Task.sleep(nanoseconds: 100_000_000)
    interactor.load(items: [1])
    XCTAssertEqual(presenter.totals, [1])
  }""")
    body = "\n\n".join(cases)
    write(f"Tests/BigAppTests/{name}Tests.swift", f"""import Foundation
import XCTest

@testable import BigApp

@MainActor
final class {name}Tests: XCTestCase {{
  final class Presenter: {name}PresentationLogic {{
    var totals: [Int] = []
    var errors: [String] = []
    func presentTotal(_ total: Int) {{ totals.append(total) }}
    func presentError(_ message: String) {{ errors.append(message) }}
  }}

  final class View: {name}DisplayLogic {{
    var texts: [String] = []
    var errors: [Bool] = []
    func display(text: String, isError: Bool) {{
      texts.append(text)
      errors.append(isError)
    }}
  }}

  var interactor = {name}Interactor(limit: 100)
  var presenter = Presenter()

  override func setUp() async throws {{
    interactor = {name}Interactor(limit: 100)
    presenter = Presenter()
    interactor.presenter = presenter
  }}

{body}
}}
""")

write("Tests/BigAppTests/Scene0SwiftTestingTests.swift", """import Testing

@testable import BigApp

@MainActor
@Suite struct Scene0SwiftTesting {
  final class Presenter: Scene0PresentationLogic {
    var totals: [Int] = []
    var errors: [String] = []
    func presentTotal(_ total: Int) { totals.append(total) }
    func presentError(_ message: String) { errors.append(message) }
  }

  @Test(arguments: [[1, 2], [5], [7, -1]])
  func totals(items: [Int]) {
    let interactor = Scene0Interactor(limit: 100)
    let presenter = Presenter()
    interactor.presenter = presenter
    interactor.load(items: items)
    #expect(presenter.totals == [items.filter { $0 > 0 }.reduce(0, +)])
  }
}
""")
print(f"{scenes} scenes, {scenes * 20} XCTest tests and 1 Swift Testing test in {folder}")
