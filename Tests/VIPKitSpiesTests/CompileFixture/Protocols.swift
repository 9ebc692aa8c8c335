import Foundation

public struct User: Equatable, Sendable {
  public var name: String
  public init(name: String) { self.name = name }
}
public enum LoginError: Error, Equatable { case wrongPassword }

/// Presents login results.
@MainActor public protocol LoginPresentationLogic: AnyObject {
  func presentLoading(isLoading: Bool)
  func presentLoginResult(response: Result<User, LoginError>)
  func present(_ message: String)
  func present(_ count: Int)
}

@MainActor public protocol LoginWorkerLogic: AnyObject {
  func login(email: String, password: String) async throws(LoginError) -> User
  func fetchAvatar(for user: User, completion: @escaping (Data?) -> Void)
  func validate(_ email: String, rules: (String) -> Bool) -> [String]
  @discardableResult func save(_ values: Int..., into store: inout [Int]) -> Bool
  func perform(_ body: () throws -> Void) rethrows
  func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
  var isBusy: Bool { get set }
  var currentUser: User? { get }
  var session: Data { get async throws }
  var token: String { get }
  static var shared: Self { get }
  static func make() -> Self
  subscript(index: Int) -> String { get set }
  init(name: String)
  #if DEBUG
    func debugDump() -> String
  #else
    func releaseDump() -> String
  #endif
}

public protocol Cache: Sendable {
  func value(for key: String) -> Int?
  func store(_ value: Int, for key: String)
  var count: Int { get }
}

public protocol Counter: Actor {
  func increment() -> Int
  var total: Int { get }
}

public protocol Loader<Item>: AnyObject {
  associatedtype Item: Sendable
  func load() async throws -> [Item]
  func first(where predicate: @escaping (Item) -> Bool) -> Item?
}

public protocol Identified: Hashable, CustomStringConvertible {
  var name: String { get }
}

public protocol Base { func base() }
public protocol Derived: Base { func derived(_ x: Int) }
