import Testing

@testable import VIPKitCheck

/// Checks `files` (path → source) with every rule, judging scenes only unless `everyRole`.
func checkScenes(_ files: [String: String], everyRole: Bool = false, candidates: Bool = false)
  -> Checker.Result
{
  var options = Checker.Options()
  options.judgesEveryRole = everyRole
  options.listsCandidates = candidates
  return Checker(options: options).run(
    files.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) })
}

/// The shapes that drew findings from apps with no VIP in them (DuckDuckGo, Mastodon,
/// Element X, FootballGather's MVP and VIPER versions), each written anew.
let appsOfOtherPatterns: [String: String] = [
  // MVC: a view controller doing its own I/O, a view model in a folder beside a presenter.
  "App/Settings/AccountListViewController.swift": """
  import UIKit
  final class AccountListViewController: UIViewController {
    let formatter = DateFormatter()
    func load() -> Bool { UserDefaults.standard.bool(forKey: "accounts") }
  }
  """,
  "App/Debug/AIChatDebugViewModel.swift": """
  import SwiftUI
  final class AIChatDebugViewModel: ObservableObject { @Published var text = "" }
  """,
  // A presenter of another pattern keeping state; a worker that knows a view.
  "App/Debug/UserIndicatorPresenter.swift": """
  import UIKit
  final class UserIndicatorPresenter {
    var userIndicatorController: UserIndicatorController?
    var shown = 0
  }
  final class DownloadWorker {
    let progressView: DownloadProgressView
    init(progressView: DownloadProgressView) { self.progressView = progressView }
    func run() { progressView.update() }
  }
  """,
  // MVP: the view owns its presenter, which holds the view weakly and keeps state.
  "App/Login/LoginMVP.swift": """
  protocol LoginView: AnyObject { func show(error: String) }
  final class LoginPresenter {
    weak var view: LoginView?
    var isLoading = false
  }
  final class LoginViewController: UIViewController, LoginView {
    var presenter: LoginPresenter!
    func show(error: String) {}
  }
  """,
  // VIPER: the interactor holds its presenter weakly, and the presenter talks back to it.
  "App/Players/PlayersVIPER.swift": """
  protocol PlayersInteractorOutput: AnyObject { func didLoad(names: [String]) }
  protocol PlayersInteractorInput { func load() }
  protocol PlayersViewInput: AnyObject { func show(names: [String]) }
  final class PlayersInteractor: PlayersInteractorInput {
    weak var presenter: PlayersInteractorOutput?
    func load() { presenter?.didLoad(names: []) }
  }
  final class PlayersPresenter: PlayersInteractorOutput {
    var interactor: PlayersInteractorInput
    weak var view: PlayersViewInput?
    var names: [String] = []
    init(interactor: PlayersInteractorInput) { self.interactor = interactor }
    func didLoad(names: [String]) { self.names = names; view?.show(names: names) }
  }
  final class PlayersViewController: UIViewController, PlayersViewInput {
    var presenter: PlayersPresenter!
    func show(names: [String]) {}
  }
  """,
]

@Suite("Scenes first: only the types of a VIP scene are judged")
struct SceneMapTests {
  @Test("apps of other patterns (MVC, MVVM, MVP, VIPER) have no scene and no finding")
  func otherPatterns() {
    let result = checkScenes(appsOfOtherPatterns)
    #expect(result.scenes.isEmpty)
    #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
    // Judged by their names alone, as before scenes were found, they would be wrong about
    // every one of these files.
    let byName = checkScenes(appsOfOtherPatterns, everyRole: true)
    #expect(
      Set(byName.findings.map(\.rule)).isSuperset(of: ["VIP005", "VIP009", "VIP010", "VIP011"]))
  }

  @Test("a mixed app: the scene is judged, the MVC screen sharing its worker is not")
  func mixedApp() {
    let files = [
      "App/Orders/OrdersScene.swift": """
      protocol OrdersBusinessLogic { func load() }
      protocol OrdersPresentationLogic { func present(count: Int) }
      protocol OrdersDisplayLogic: AnyObject { func display(text: String) }
      final class OrdersInteractor: OrdersBusinessLogic {
        var presenter: OrdersPresentationLogic?
        var worker = OrdersWorker()
        func load() { let text = DateFormatter().string(from: .now); _ = text }
      }
      final class OrdersPresenter: OrdersPresentationLogic {
        weak var viewController: OrdersDisplayLogic?
        func present(count: Int) {}
      }
      final class OrdersViewController: UIViewController, OrdersDisplayLogic {
        var interactor: OrdersBusinessLogic?
        func display(text: String) {}
      }
      """,
      "App/Orders/OrdersWorker.swift": "final class OrdersWorker { func fetch() {} }\n",
      "App/Settings/SettingsViewController.swift": """
      final class SettingsViewController: UIViewController {
        let worker = OrdersWorker()
        var presenter: SettingsPresenter?
        func save() { UserDefaults.standard.set(true, forKey: "k") }
      }
      final class SettingsPresenter { var lastTitle = "" }
      """,
    ]
    let result = checkScenes(files)
    #expect(result.scenes == ["Orders"])
    #expect(result.findings.map(\.rule) == ["VIP008", "VIP004"])
    #expect(result.findings.allSatisfy { $0.file == "App/Orders/OrdersScene.swift" })
  }

  @Test("a type named after its scene belongs to it, held or not (CleanStore's workers)")
  func namedAfterScene() {
    let files = [
      "Scenes/CreateOrder/CreateOrderInteractor.swift": """
      protocol CreateOrderBusinessLogic { func save() }
      protocol CreateOrderPresentationLogic { func present() }
      final class CreateOrderInteractor: CreateOrderBusinessLogic {
        var presenter: CreateOrderPresentationLogic?
        func save() {}
      }
      """,
      "Scenes/CreateOrder/CreateOrderWorker.swift": """
      import UIKit
      final class CreateOrderWorker { func work() {} }
      """,
      "Settings/OtherWorker.swift": "import UIKit\nfinal class OtherWorker {}\n",
    ]
    let result = checkScenes(files)
    #expect(result.scenes == ["CreateOrder"])
    #expect(
      result.findings.map { "\($0.rule) \($0.file)" }
        == ["VIP006 Scenes/CreateOrder/CreateOrderWorker.swift"])
  }

  @Test("protocols named otherwise take their conformers' role: FootballGather's VIP version")
  func rolesFromConformers() {
    let files = [
      "Scenes/Login/LoginProtocols.swift": """
      typealias LoginPresenterProtocol = LoginPresentable & LoginPresenterServiceHandler
      protocol LoginPresentable: AnyObject { var view: LoginViewProtocol? { get set } }
      protocol LoginPresenterServiceHandler: AnyObject { func presentCredentials() }
      typealias LoginViewProtocol = LoginViewable & LoginViewConfigurable
      protocol LoginViewable: AnyObject {}
      protocol LoginViewConfigurable: AnyObject { func display(name: String) }
      protocol LoginInteractable: AnyObject { var presenter: LoginPresenterProtocol { get set } }
      """,
      "Scenes/Login/LoginScene.swift": """
      final class LoginInteractor: LoginInteractable {
        var presenter: LoginPresenterProtocol
        init(presenter: LoginPresenterProtocol) { self.presenter = presenter }
      }
      final class LoginPresenter: LoginPresentable {
        weak var view: LoginViewProtocol?
        private var sections: [String] = []
      }
      extension LoginPresenter: LoginPresenterServiceHandler {
        func presentCredentials() { view?.display(name: "") }
      }
      final class LoginViewController: UIViewController, LoginViewable, LoginViewConfigurable {
        func display(name: String) {}
      }
      """,
    ]
    let result = checkScenes(files)
    #expect(result.scenes == ["Login"])
    #expect(result.findings.map(\.rule) == ["VIP005"])
  }

  @Test("an interactor holding its presenter weakly still starts a scene, if it does not talk back")
  func weakPresenter() {
    let files = [
      "Scenes/Example/Example.swift": """
      import UIKit
      protocol ExamplePresenterProtocol: AnyObject { func present() }
      protocol ExampleInteractorProtocol { func load() }
      final class ExampleInteractor: ExampleInteractorProtocol {
        weak var presenter: ExamplePresenterProtocol?
        func load() { presenter?.present() }
      }
      final class ExamplePresenter: ExamplePresenterProtocol {
        var title = ""
        func present() {}
      }
      """
    ]
    let result = checkScenes(files)
    #expect(result.scenes == ["Example"])
    #expect(result.findings.map(\.rule) == ["VIP006", "VIP005"])
  }

  @Test("a worker's delegate protocol, adopted by the interactor, makes no worker file its")
  func workerDelegate() {
    let files = [
      "Scenes/Explore/ExploreInteractor.swift": """
      protocol ExploreBusinessLogic { func load() }
      final class ExploreInteractor: ExploreBusinessLogic, ExploreWorkerDelegate {
        var worker: ExploreWorker?
        func load() {}
        func didLoad() {}
      }
      """,
      "Scenes/Explore/ExploreWorker.swift": """
      import UIKit
      protocol ExploreWorkerDelegate: AnyObject { func didLoad() }
      final class ExploreWorker { weak var delegate: ExploreWorkerDelegate? }
      """,
    ]
    let messages = checkScenes(files).findings.filter { $0.rule == "VIP006" }.map(\.message)
    #expect(
      messages == [
        "this worker file imports UIKit: the worker must not depend on a UI framework"
      ])
  }

  @Test("--candidates lists screens outside every scene that do I/O or format, busiest first")
  func candidates() {
    var files = appsOfOtherPatterns
    files["App/Feed/FeedViewController.swift"] = """
      final class FeedViewController: UITableViewController {
        func load() {
          URLSession.shared.dataTask(with: url)
          let data = try? Data(contentsOf: cache)
          UserDefaults.standard.set(1, forKey: "seen")
        }
      }
      """
    let result = checkScenes(files, candidates: true)
    #expect(result.findings.isEmpty)
    #expect(
      result.candidates.map { "\($0.type): \($0.reasons.joined(separator: ", "))" } == [
        "FeedViewController: I/O with URLSession, I/O with Data(contentsOf:), I/O with UserDefaults",
        "AccountListViewController: formats with DateFormatter, I/O with UserDefaults",
      ])
    #expect(checkScenes(files).candidates.isEmpty)
  }

  @Test("the report says how many scenes were judged, and when none, that no rule applies")
  func summary() {
    let none = CheckReport(findings: [], files: 5, scenes: [])
    #expect(none.summary.hasPrefix("No VIP scene in 5 files, so no rule applies"))
    let named = CheckReport(
      findings: [], files: 9, scenes: (1...10).map { "Scene\($0)" })
    #expect(
      named.summary
        == "No VIP rule is broken in 9 files; 10 VIP scenes: Scene1, Scene2, Scene3, Scene4, "
        + "Scene5, Scene6, Scene7, Scene8 and 2 more.")
  }
}
