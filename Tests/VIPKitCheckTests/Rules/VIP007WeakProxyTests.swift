import Testing

@testable import VIPKitCheck

/// The composition-root style (HotelsDemo, the Essential Developer courses): a composer hands
/// the presenter a weak proxy of the view, and the presenter stores it strongly.
@Suite("VIP007: a presenter handed a weak proxy closes no cycle")
struct VIP007WeakProxyTests {
  static let scene = """
    protocol LoginBusinessLogic { func login() }
    protocol LoginPresentationLogic { func present() }
    protocol LoginDisplayLogic: AnyObject { func display(text: String) }
    final class LoginInteractor: LoginBusinessLogic {
      let presenter: LoginPresentationLogic
      init(presenter: LoginPresentationLogic) { self.presenter = presenter }
      func login() { presenter.present() }
    }
    final class LoginPresenter: LoginPresentationLogic {
      private let viewController: LoginDisplayLogic
      init(viewController: LoginDisplayLogic) { self.viewController = viewController }
      func present() { viewController.display(text: "Hi") }
    }
    final class LoginViewController: UIViewController, LoginDisplayLogic {
      let interactor: LoginBusinessLogic
      init(interactor: LoginBusinessLogic) { self.interactor = interactor }
      func display(text: String) {}
    }
    """

  static let genericProxy = """
    final class WeakRefVirtualProxy<T: AnyObject> {
      private(set) weak var object: T?
      init(_ object: T? = nil) { self.object = object }
      func attach(_ object: T) { self.object = object }
    }
    extension WeakRefVirtualProxy: LoginDisplayLogic where T: LoginDisplayLogic {
      func display(text: String) { object?.display(text: text) }
    }
    """

  /// The VIP007 findings in the scene with `composer` (and `extra` files) beside it.
  static func backReferences(composer: String, extra: [String: String] = [:]) -> [Finding] {
    var files = extra
    files["App/Login/LoginScene.swift"] = scene
    files["App/Login/LoginComposer.swift"] = composer
    return checkScenes(files).findings.filter { $0.rule == "VIP007" }
  }

  @Test("a generic proxy built in the call, in a variable, or wrapped in an adapter")
  func genericProxy() {
    let composers = [
      """
      enum LoginComposer {
        static func make() -> UIViewController {
          let proxy = WeakRefVirtualProxy<LoginViewController>()
          let presenter = LoginPresenter(viewController: proxy)
          let controller = LoginViewController(interactor: LoginInteractor(presenter: presenter))
          proxy.attach(controller)
          return controller
        }
      }
      """,
      """
      enum LoginComposer {
        static func make(controller: LoginViewController) {
          _ = LoginPresenter(viewController: WeakRefVirtualProxy(controller))
        }
      }
      """,
      """
      final class MainQueueAdapter<T>: LoginDisplayLogic where T: LoginDisplayLogic {
        let decoratee: T
        init(decoratee: T) { self.decoratee = decoratee }
        func display(text: String) { decoratee.display(text: text) }
      }
      enum LoginComposer {
        static func make() {
          let proxy = WeakRefVirtualProxy<LoginViewController>()
          _ = LoginPresenter(viewController: MainQueueAdapter(decoratee: proxy))
        }
      }
      """,
    ]
    for composer in composers {
      let found = Self.backReferences(
        composer: composer, extra: ["App/Helpers/WeakRefVirtualProxy.swift": Self.genericProxy])
      #expect(found.isEmpty, "\(found.map(\.message))")
    }
  }

  @Test("a named proxy in another file, given through an initializer label or an assignment")
  func namedProxy() {
    let proxy = """
      final class LoginViewProxy: LoginDisplayLogic {
        weak var target: LoginViewController?
        func display(text: String) { target?.display(text: text) }
      }
      """
    let throughInit = Self.backReferences(
      composer: """
        enum LoginComposer {
          static func make() { _ = LoginPresenter(viewController: LoginViewProxy()) }
        }
        """,
      extra: ["App/Shared/LoginViewProxy.swift": proxy])
    #expect(throughInit.isEmpty, "\(throughInit.map(\.message))")

    let router = """
      protocol LoginRoutingLogic { func routeHome() }
      final class LoginRouter: LoginRoutingLogic {
        var viewController: LoginDisplayLogic?
        func routeHome() {}
      }
      final class LoginConfigurator {
        func configure(_ controller: LoginViewController) {
          let router = LoginRouter()
          let proxy = LoginViewProxy()
          proxy.target = controller
          router.viewController = proxy
        }
      }
      """
    let assigned = Self.backReferences(
      composer: router, extra: ["App/Shared/LoginViewProxy.swift": proxy])
    // The router is wired with the proxy; the presenter, wired nowhere here, is still found.
    #expect(assigned.map(\.message).allSatisfy { $0.hasPrefix("LoginPresenter.") })
    #expect(assigned.count == 1)
  }

  @Test("the real cycle stays found: the view itself given, once or among proxies")
  func realCycle() {
    let direct = Self.backReferences(
      composer: """
        enum LoginComposer {
          static func make(controller: LoginViewController) {
            _ = LoginPresenter(viewController: controller)
          }
        }
        """,
      extra: ["App/Helpers/WeakRefVirtualProxy.swift": Self.genericProxy])
    #expect(direct.count == 1)
    #expect(
      direct.first?.message.hasSuffix(
        "(App/Login/LoginComposer.swift:3:40 gives it the view itself)") == true,
      "\(direct.map(\.message))")
    #expect(
      direct.first?.fix.hasSuffix(", or hand it a weak proxy of the view (WeakRefVirtualProxy)")
        == true)

    let mixed = Self.backReferences(
      composer: """
        enum LoginComposer {
          static func make(controller: LoginViewController) {
            _ = LoginPresenter(viewController: WeakRefVirtualProxy(controller))
            _ = LoginPresenter(viewController: controller)
          }
        }
        """,
      extra: ["App/Helpers/WeakRefVirtualProxy.swift": Self.genericProxy])
    #expect(mixed.count == 1)
  }

  @Test("near misses: a proxy holding strongly, a weak field beside a strong view, no wiring")
  func nearMisses() {
    // Forwarding through a strong reference is no weak proxy, whatever else it holds weakly.
    let strongProxy = """
      final class DisplayForwarder<T: AnyObject>: LoginDisplayLogic {
        let instance: T
        weak var delegate: AnyObject?
        init(_ instance: T) { self.instance = instance }
        func display(text: String) {}
      }
      """
    let forwarded = Self.backReferences(
      composer: """
        enum LoginComposer {
          static func make(controller: LoginViewController) {
            _ = LoginPresenter(viewController: DisplayForwarder(controller))
          }
        }
        """,
      extra: ["App/Helpers/DisplayForwarder.swift": strongProxy])
    #expect(forwarded.count == 1)
    // Nothing in the checked files gives it a value: the strong reference is reported.
    let unwired = Self.backReferences(composer: "enum LoginComposer {}\n")
    #expect(unwired.count == 1)
  }
}
