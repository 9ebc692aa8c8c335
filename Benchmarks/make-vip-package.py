#!/usr/bin/env python3
"""Writes a Clean-Swift-style package for the mutation benchmarks: SCENES scenes, each an
interactor and a presenter in the CleanStore sample's shape (view models built with
multi-line initializers, nested initializers as labelled arguments, array literals of
calls), tested by XCTest classes with spies. Usage: make-vip-package.py FOLDER [SCENES]"""
import os
import sys

folder = sys.argv[1]
scenes = int(sys.argv[2]) if len(sys.argv) > 2 else 10


def scene(name):
    return f"""import Foundation

public enum {name} {{
  public struct Order: Sendable, Equatable {{
    public var id: String
    public var total: Int
    public var items: [String]
    public init(id: String, total: Int, items: [String]) {{
      self.id = id
      self.total = total
      self.items = items
    }}
  }}
  public enum Show {{
    public struct Response: Sendable {{
      public var order: Order?
      public var isLoading: Bool
    }}
    public struct ViewModel: Sendable, Equatable {{
      public struct DisplayedOrder: Sendable, Equatable {{
        public var id: String
        public var total: String
        public var count: String
      }}
      public var displayedOrder: DisplayedOrder?
      public var lines: [String]
      public var title: String
    }}
  }}
}}

public protocol {name}DisplayLogic: AnyObject {{
  func displayOrder(viewModel: {name}.Show.ViewModel)
}}

public protocol {name}PresentationLogic {{
  func presentOrder(response: {name}.Show.Response)
}}

public protocol {name}WorkerLogic {{
  func fetchOrder(id: String) -> {name}.Order?
}}

public final class {name}Interactor {{
  public var presenter: {name}PresentationLogic?
  public var worker: {name}WorkerLogic
  public private(set) var order: {name}.Order?

  public init(worker: {name}WorkerLogic) {{
    self.worker = worker
  }}

  public func showOrder(id: String) {{
    presenter?.presentOrder(
      response: {name}.Show.Response(
        order: nil,
        isLoading: true
      )
    )
    order = worker.fetchOrder(id: id)
    let response = {name}.Show.Response(
      order: order,
      isLoading: false
    )
    presenter?.presentOrder(response: response)
  }}
}}

public final class {name}Presenter: {name}PresentationLogic {{
  public weak var viewController: {name}DisplayLogic?

  public init() {{}}

  public func presentOrder(response: {name}.Show.Response) {{
    guard let order = response.order else {{
      viewController?.displayOrder(
        viewModel: {name}.Show.ViewModel(
          displayedOrder: nil,
          lines: [],
          title: response.isLoading ? "Loading…" : "No order"
        )
      )
      return
    }}
    let viewModel = {name}.Show.ViewModel(
      displayedOrder: {name}.Show.ViewModel.DisplayedOrder(
        id: order.id,
        total: String(order.total * 100 / 100) + " €",
        count: String(order.items.count)
      ),
      lines: [
        order.items.joined(separator: ", "),
        String(order.items.count > 1 ? "several" : "one")
      ],
      title: "Order " + order.id
    )
    viewController?.displayOrder(viewModel: viewModel)
  }}
}}
"""


def tests(name):
    return f"""import XCTest

@testable import Orders

final class {name}DisplaySpy: {name}DisplayLogic {{
  var viewModels: [{name}.Show.ViewModel] = []
  func displayOrder(viewModel: {name}.Show.ViewModel) {{ viewModels.append(viewModel) }}
}}

final class {name}PresenterSpy: {name}PresentationLogic {{
  var responses: [{name}.Show.Response] = []
  func presentOrder(response: {name}.Show.Response) {{ responses.append(response) }}
}}

final class {name}WorkerSpy: {name}WorkerLogic {{
  var order: {name}.Order?
  func fetchOrder(id: String) -> {name}.Order? {{ order }}
}}

final class {name}Tests: XCTestCase {{
  func testShowOrderPresentsLoadingThenTheOrder() {{
    let worker = {name}WorkerSpy()
    worker.order = .init(id: "7", total: 12, items: ["tea", "cake"])
    let presenter = {name}PresenterSpy()
    let sut = {name}Interactor(worker: worker)
    sut.presenter = presenter
    sut.showOrder(id: "7")
    XCTAssertEqual(presenter.responses.map(\\.isLoading), [true, false])
    XCTAssertEqual(presenter.responses.last?.order, worker.order)
  }}

  func testPresentOrderFormatsEveryField() {{
    let view = {name}DisplaySpy()
    let sut = {name}Presenter()
    sut.viewController = view
    sut.presentOrder(
      response: .init(order: .init(id: "7", total: 12, items: ["tea", "cake"]), isLoading: false))
    XCTAssertEqual(view.viewModels.last?.title, "Order 7")
    XCTAssertEqual(view.viewModels.last?.displayedOrder?.total, "12 €")
    XCTAssertEqual(view.viewModels.last?.lines, ["tea, cake", "several"])
  }}
}}
"""


os.makedirs(os.path.join(folder, "Sources/Orders"), exist_ok=True)
os.makedirs(os.path.join(folder, "Tests/OrdersTests"), exist_ok=True)
with open(os.path.join(folder, "Package.swift"), "w") as out:
    out.write("""// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Orders",
  targets: [
    .target(name: "Orders"),
    .testTarget(name: "OrdersTests", dependencies: ["Orders"]),
  ],
  swiftLanguageModes: [.v5]
)
""")
for index in range(1, scenes + 1):
    name = f"Scene{index:02d}"
    with open(os.path.join(folder, f"Sources/Orders/{name}.swift"), "w") as out:
        out.write(scene(name))
    with open(os.path.join(folder, f"Tests/OrdersTests/{name}Tests.swift"), "w") as out:
        out.write(tests(name))
