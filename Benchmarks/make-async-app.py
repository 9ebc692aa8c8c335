#!/usr/bin/env python3
"""Writes an async VIP app package for the mutation benchmarks, shaped like the real ones
that made hangs expensive: SCENES scenes (default 20), each an interactor that awaits a
worker in a Task and hands the result to its presenter, and a presenter that formats view
models for a weak view. Its library is in Swift 6 mode; its tests are XCTest classes (async
`@MainActor` methods, which corelibs XCTest runs; a `@MainActor` class does not), about
ten a scene, whose interactor tests await the presenter spy's next call (a continuation, no
time limit): a mutant that removes the call makes them wait forever, as real ones do.
Usage: make-async-app.py FOLDER [SCENES]"""
import os
import sys

folder = sys.argv[1]
scenes = int(sys.argv[2]) if len(sys.argv) > 2 else 20
NAMES = ["Orders", "Profile", "Cart", "Search", "Inbox", "Settings", "Checkout", "Wishlist",
         "Reviews", "Stores", "Coupons", "Addresses", "Payments", "Returns", "Tracking",
         "Rewards", "Gifts", "Alerts", "History", "Support"]


def name_of(index):
    base = NAMES[index % len(NAMES)]
    return base if index < len(NAMES) else f"{base}{index // len(NAMES) + 1}"


def models(n):
    return f"""import Foundation

public enum {n} {{
  public struct Item: Sendable, Equatable {{
    public var id: Int
    public var title: String
    public var cents: Int
    public var isFavourite: Bool
    public init(id: Int, title: String, cents: Int, isFavourite: Bool = false) {{
      self.id = id
      self.title = title
      self.cents = cents
      self.isFavourite = isFavourite
    }}
  }}
  public enum Load {{
    public struct Request: Sendable {{
      public var page: Int
      public init(page: Int) {{ self.page = page }}
    }}
    public struct Response: Sendable, Equatable {{
      public var items: [Item]
      public var hasMore: Bool
    }}
    public struct ViewModel: Sendable, Equatable {{
      public var rows: [String]
      public var summary: String
      public var showsMore: Bool
    }}
  }}
  public enum Search {{
    public struct Request: Sendable {{
      public var query: String
      public init(query: String) {{ self.query = query }}
    }}
  }}
  public enum Failure: Error, Sendable, Equatable {{
    case offline, server(Int)
  }}
}}

public protocol {n}Working: Sendable {{
  func fetch(page: Int) async throws -> [{n}.Item]
}}
"""


def interactor(n):
    return f"""import Foundation

@MainActor public protocol {n}BusinessLogic: AnyObject {{
  func load(request: {n}.Load.Request)
  func search(request: {n}.Search.Request)
  func toggleFavourite(id: Int)
}}

@MainActor public protocol {n}PresentationLogic: AnyObject {{
  func present(response: {n}.Load.Response)
  func presentEmpty(query: String?)
  func presentError(_ failure: {n}.Failure)
}}

@MainActor public final class {n}Interactor: {n}BusinessLogic {{
  public var presenter: {n}PresentationLogic?
  private let worker: {n}Working
  public private(set) var items: [{n}.Item] = []
  public private(set) var page = 0
  static let pageSize = 3

  public init(worker: {n}Working) {{
    self.worker = worker
  }}

  public func load(request: {n}.Load.Request) {{
    Task {{
      do {{
        let fetched = try await worker.fetch(page: request.page)
        if request.page > 1 {{
          items += fetched
        }} else {{
          items = fetched
        }}
        page = request.page
        if items.isEmpty {{
          presenter?.presentEmpty(query: nil)
        }} else {{
          presenter?.present(response: {n}.Load.Response(items: items, hasMore: fetched.count >= Self.pageSize))
        }}
      }} catch let failure as {n}.Failure {{
        presenter?.presentError(failure)
      }} catch {{
        presenter?.presentError(.offline)
      }}
    }}
  }}

  public func search(request: {n}.Search.Request) {{
    Task {{
      let query = request.query.trimmingCharacters(in: .whitespaces)
      guard query.count >= 2 else {{
        presenter?.presentEmpty(query: query)
        return
      }}
      let matches = items.filter {{ $0.title.localizedCaseInsensitiveContains(query) }}
      if matches.isEmpty {{
        presenter?.presentEmpty(query: query)
      }} else {{
        presenter?.present(response: {n}.Load.Response(items: matches, hasMore: false))
      }}
    }}
  }}

  public func toggleFavourite(id: Int) {{
    guard let index = items.firstIndex(where: {{ $0.id == id }}) else {{ return }}
    items[index].isFavourite.toggle()
    presenter?.present(response: {n}.Load.Response(items: items, hasMore: false))
  }}
}}
"""


def presenter(n):
    return f"""import Foundation

@MainActor public protocol {n}DisplayLogic: AnyObject {{
  func display(viewModel: {n}.Load.ViewModel)
  func displayMessage(_ message: String)
}}

@MainActor public final class {n}Presenter: {n}PresentationLogic {{
  public weak var viewController: {n}DisplayLogic?

  public init() {{}}

  public func present(response: {n}.Load.Response) {{
    let rows = response.items.map {{ ($0.isFavourite ? "★ " : "") + $0.title }}
    let total = response.items.reduce(0) {{ $0 + $1.cents }}
    viewController?.display(
      viewModel: {n}.Load.ViewModel(
        rows: rows, summary: "\(response.items.count) for \(total)", showsMore: response.hasMore))
  }}

  public func presentEmpty(query: String?) {{
    viewController?.displayMessage(query.map {{ "Nothing matches \($0)." }} ?? "Nothing here yet.")
  }}

  public func presentError(_ failure: {n}.Failure) {{
    if case .server(let code) = failure, code >= 500 {{
      viewController?.displayMessage("The server is down.")
    }} else {{
      viewController?.displayMessage("Try again.")
    }}
  }}
}}
"""


def tests(n):
    return f"""import XCTest

@testable import AsyncShop

/// Waits for the presenter's next call: no time limit, as real async tests often have none.
@MainActor final class {n}PresenterSpy: {n}PresentationLogic {{
  enum Call: Equatable {{
    case present({n}.Load.Response)
    case empty(String?)
    case error({n}.Failure)
  }}
  private var calls: [Call] = []
  private var waiting: CheckedContinuation<Call, Never>?

  func present(response: {n}.Load.Response) {{ record(.present(response)) }}
  func presentEmpty(query: String?) {{ record(.empty(query)) }}
  func presentError(_ failure: {n}.Failure) {{ record(.error(failure)) }}

  private func record(_ call: Call) {{
    if let waiting {{
      self.waiting = nil
      waiting.resume(returning: call)
    }} else {{
      calls.append(call)
    }}
  }}

  func next() async -> Call {{
    if !calls.isEmpty {{ return calls.removeFirst() }}
    return await withCheckedContinuation {{ waiting = $0 }}
  }}
}}

struct {n}WorkerStub: {n}Working {{
  var pages: [Int: [{n}.Item]] = [:]
  var failure: {n}.Failure?
  func fetch(page: Int) async throws -> [{n}.Item] {{
    if let failure {{ throw failure }}
    return pages[page] ?? []
  }}
}}

@MainActor final class {n}DisplaySpy: {n}DisplayLogic {{
  var viewModels: [{n}.Load.ViewModel] = []
  var messages: [String] = []
  func display(viewModel: {n}.Load.ViewModel) {{ viewModels.append(viewModel) }}
  func displayMessage(_ message: String) {{ messages.append(message) }}
}}

final class {n}InteractorTests: XCTestCase {{
  let first = [
    {n}.Item(id: 1, title: "Tea", cents: 350), {n}.Item(id: 2, title: "Teapot", cents: 2999),
    {n}.Item(id: 3, title: "Mug", cents: 800),
  ]

  @MainActor func makeSUT(_ worker: {n}WorkerStub) -> ({n}Interactor, {n}PresenterSpy) {{
    let sut = {n}Interactor(worker: worker)
    let spy = {n}PresenterSpy()
    sut.presenter = spy
    return (sut, spy)
  }}

  @MainActor func testLoadPresentsTheFirstPage() async {{
    let (sut, spy) = makeSUT({n}WorkerStub(pages: [1: first]))
    sut.load(request: .init(page: 1))
    let call = await spy.next()
    XCTAssertEqual(call, .present(.init(items: first, hasMore: true)))
    XCTAssertEqual(sut.page, 1)
  }}

  @MainActor func testLoadAppendsTheNextPage() async {{
    let more = [{n}.Item(id: 4, title: "Cup", cents: 500)]
    let (sut, spy) = makeSUT({n}WorkerStub(pages: [1: first, 2: more]))
    sut.load(request: .init(page: 1))
    _ = await spy.next()
    sut.load(request: .init(page: 2))
    let call = await spy.next()
    XCTAssertEqual(call, .present(.init(items: first + more, hasMore: false)))
    XCTAssertEqual(sut.page, 2)
  }}

  @MainActor func testLoadOfNothingPresentsEmpty() async {{
    let (sut, spy) = makeSUT({n}WorkerStub())
    sut.load(request: .init(page: 1))
    let call = await spy.next()
    XCTAssertEqual(call, .empty(nil))
  }}

  @MainActor func testLoadFailurePresentsTheError() async {{
    let (sut, spy) = makeSUT({n}WorkerStub(failure: .server(503)))
    sut.load(request: .init(page: 1))
    let call = await spy.next()
    XCTAssertEqual(call, .error(.server(503)))
  }}

  @MainActor func testSearchFindsMatches() async {{
    let (sut, spy) = makeSUT({n}WorkerStub(pages: [1: first]))
    sut.load(request: .init(page: 1))
    _ = await spy.next()
    sut.search(request: .init(query: " tea "))
    let call = await spy.next()
    XCTAssertEqual(call, .present(.init(items: Array(first.prefix(2)), hasMore: false)))
  }}

  @MainActor func testShortQueryPresentsEmpty() async {{
    let (sut, spy) = makeSUT({n}WorkerStub(pages: [1: first]))
    sut.search(request: .init(query: "t"))
    let call = await spy.next()
    XCTAssertEqual(call, .empty("t"))
  }}

  @MainActor func testToggleFavourite() async {{
    let (sut, spy) = makeSUT({n}WorkerStub(pages: [1: first]))
    sut.load(request: .init(page: 1))
    _ = await spy.next()
    sut.toggleFavourite(id: 2)
    let call = await spy.next()
    XCTAssertEqual(sut.items[1].isFavourite, true)
    if case .present(let response) = call {{
      XCTAssertFalse(response.hasMore)
    }} else {{
      XCTFail("expected present, got \\(call)")
    }}
  }}
}}

final class {n}PresenterTests: XCTestCase {{
  @MainActor func makeSUT() -> ({n}Presenter, {n}DisplaySpy) {{
    let sut = {n}Presenter()
    let spy = {n}DisplaySpy()
    sut.viewController = spy
    return (sut, spy)
  }}

  @MainActor func testRowsAndSummary() async {{
    let (sut, spy) = makeSUT()
    sut.present(response: .init(items: [
      {n}.Item(id: 1, title: "Tea", cents: 350, isFavourite: true),
      {n}.Item(id: 2, title: "Mug", cents: 1205),
    ], hasMore: true))
    XCTAssertEqual(spy.viewModels, [
      {n}.Load.ViewModel(rows: ["★ Tea", "Mug"], summary: "2 for 1555", showsMore: true)
    ])
  }}

  @MainActor func testEmptyMessages() async {{
    let (sut, spy) = makeSUT()
    sut.presentEmpty(query: "zz")
    sut.presentEmpty(query: nil)
    XCTAssertEqual(spy.messages, ["Nothing matches zz.", "Nothing here yet."])
  }}

  @MainActor func testErrorMessages() async {{
    let (sut, spy) = makeSUT()
    sut.presentError(.server(500))
    sut.presentError(.server(404))
    XCTAssertEqual(spy.messages, ["The server is down.", "Try again."])
  }}
}}
"""


os.makedirs(folder, exist_ok=True)
with open(os.path.join(folder, "Package.swift"), "w") as handle:
    handle.write("""// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "AsyncShop",
  targets: [
    .target(name: "AsyncShop"),
    .testTarget(name: "AsyncShopTests", dependencies: ["AsyncShop"]),
  ]
)
""")
for index in range(scenes):
    n = name_of(index)
    sources = os.path.join(folder, "Sources", "AsyncShop", n)
    os.makedirs(sources, exist_ok=True)
    for file, text in [(f"{n}Models.swift", models(n)), (f"{n}Interactor.swift", interactor(n)),
                       (f"{n}Presenter.swift", presenter(n))]:
        with open(os.path.join(sources, file), "w") as handle:
            handle.write(text)
    test_folder = os.path.join(folder, "Tests", "AsyncShopTests")
    os.makedirs(test_folder, exist_ok=True)
    with open(os.path.join(test_folder, f"{n}Tests.swift"), "w") as handle:
        handle.write(tests(n))
print(f"{scenes} scenes, {scenes * 10} tests in {folder}")
