import Testing
import VIPKitCore
import VIPKitTestSupport

@testable import VIPKitSyntax

@Suite("The declaration parser")
struct DeclarationParserTests {
  @Test("finds protocols at any depth, never in comments or strings")
  func findsProtocols() {
    let result = parse(
      """
      // protocol InComment {}
      let text = "protocol InString {}"
      /* protocol InBlock { func f() } */
      protocol Top {}
      struct Outer {
        protocol Nested {}
        enum Deeper { protocol Deepest {} }
      }
      extension Outer.Inner where T: Equatable {
        @MainActor public protocol InExtension: AnyObject {}
      }
      final class C { func f() { let p = P.self; _ = p } }
      typealias X = Foo.protocol
      """)
    #expect(
      result.protocols.map(\.qualifiedName) == [
        "Top", "Outer.Nested", "Outer.Deeper.Deepest", "Outer.Inner.InExtension",
      ])
    let inExtension = result.protocols.last
    #expect(inExtension?.access == "public")
    #expect(inExtension?.attributes == ["@MainActor"])
    #expect(inExtension?.inherited == ["AnyObject"])
    #expect(result.diagnostics.isEmpty)
  }

  @Test("the quick look before lexing passes over only files that cannot declare a protocol")
  func mayDeclareProtocol() {
    let passedOver = [
      "struct A {}",
      "// protocol InComment {}\nstruct A {}",
      "  /// Conforms to the protocol below.\nstruct A {}",
      "/**\n * A protocol of sorts.\n */\nstruct A {}",
      "let p = Foo.protocol\nlet q = `protocol`",
      "protocols(); SyntaxProtocol(); myprotocol = 1; protocol_ = 2",
    ]
    for text in passedOver {
      #expect(!DeclarationParser.mayDeclareProtocol(Array(text.utf8)), "\(text)")
      #expect(parse(text).protocols.isEmpty, "the parser agrees: \(text)")
    }
    // Each of these declares one: the quick look must never pass it over.
    let declaring = [
      "protocol P {}",
      "public protocol P {}",
      "@MainActor\nprotocol P {}",
      "/* a comment */ protocol P {}",
      "*/\n*/ protocol P {}",
      "struct S { protocol P {} }",
      "// protocol Q {}\nprotocol P {}",
      "/*\n a protocol in a block without stars\n*/\nstruct A {}",
      "let s = \"protocol\"",
      "protocol\tP {}",
      "protocol",
    ]
    for text in declaring {
      #expect(DeclarationParser.mayDeclareProtocol(Array(text.utf8)), "\(text)")
    }
    #expect(parse("*/\n*/ protocol P {}").protocols.map(\.name) == ["P"])
  }

  @Test("a doc comment with Windows line ends reads as one with Unix ones")
  func windowsLineEnds() throws {
    let text = "/// Loads things.\r\n/// Second line.\r\n  \r\nprotocol Loader {}\r\n"
    let decl = try #require(parse(text).protocols.first)
    #expect(decl.documentation == "/// Loads things.\n/// Second line.")
    let block = try #require(parse("/**\r\n Doc.\r\n */\r\nprotocol P {}").protocols.first)
    #expect(block.documentation == "/**\nDoc.\n*/")
  }

  @Test(
    "collects the file's top-level imports, keeping only @preconcurrency, conditional ones with their condition"
  )
  func imports() {
    let result = parse(
      """
      import Foundation
      @preconcurrency import Combine
      @testable import Login
      @_documentation(visibility: internal) @_exported import Shared
      import struct Collections.Deque
      #if canImport(Glibc)
      import Glibc
      #endif
      #if canImport(Combine)
      import protocol Combine.TopLevelDecoder
      #endif
      protocol P {}
      """)
    // `import protocol` names a protocol of another module, declared elsewhere (XMLCoder).
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.protocols.map(\.name) == ["P"])
    #expect(
      result.imports == [
        "import Foundation", "@preconcurrency import Combine", "import Login", "import Shared",
        "import struct Collections.Deque", "#if canImport(Glibc)\nimport Glibc\n#endif",
        "#if canImport(Combine)\nimport protocol Combine.TopLevelDecoder\n#endif",
      ])
    // Nested, and in an #else: the whole condition.
    let nested = parse(
      """
      #if os(Linux)
      #if canImport(FoundationNetworking)
      import FoundationNetworking
      #endif
      #else
      import Darwin
      #endif
      """)
    #expect(
      nested.imports == [
        "#if (os(Linux)) && (canImport(FoundationNetworking))\nimport FoundationNetworking\n#endif",
        "#if !(os(Linux))\nimport Darwin\n#endif",
      ])
  }

  @Test("reads the header: primary associated types, inheritance, where clause, doc comment")
  func header() throws {
    let source = MarkedSource(
      """
      /// Loads things.
      /// Second line.
      @available(iOS 15, *)
      public protocol 1️⃣Loader<Item>: AnyObject, Sendable where Item: Hashable {
        associatedtype Item
      }
      """)
    let decl = try #require(parse(source.text).protocols.first)
    #expect(decl.name == "Loader")
    #expect(decl.primaryAssociatedTypes == ["Item"])
    #expect(decl.inherited == ["AnyObject", "Sendable"])
    #expect(decl.whereClause == "Item: Hashable")
    #expect(decl.attributes == ["@available(iOS 15, *)"])
    #expect(decl.documentation == "/// Loads things.\n/// Second line.")
    #expect(decl.location == source.location(path: "Test.swift"))
  }

  @Test("reads functions with full signatures")
  func functions() throws {
    let decl = try #require(
      parse(
        """
        protocol P {
          func simple()
          @discardableResult func labelled(for user: User, _ count: Int) -> Bool
          func effects() async throws(LoginError) -> [String: Int]
          func rethrowing(_ body: () throws -> Void) rethrows
          func generic<T: Codable, U>(value: T, other: U) -> T where U: Equatable
          func closures(completion: @escaping @Sendable (Result<User, Error>) -> Void, plain: (Int) -> Int)
          func variadic(_ values: Int..., into array: inout [Int])
          static func factory() -> Self
          static func == (lhs: Self, rhs: Self) -> Bool
          func opaque(_ items: some Collection<Int>) -> any Sequence<Int>
          func nested(_ x: Array<Array<Int?>>) -> Dictionary<String, [Int]>?
        }
        """
      ).protocols.first)
    let functions = decl.members.compactMap { member -> FunctionRequirement? in
      if case .function(let function) = member { return function }
      return nil
    }
    #expect(
      functions.map(\.name) == [
        "simple", "labelled", "effects", "rethrowing", "generic", "closures", "variadic",
        "factory", "==", "opaque", "nested",
      ])
    let labelled = functions[1]
    #expect(labelled.common.attributes == ["@discardableResult"])
    #expect(
      labelled.parameters == [
        Parameter(label: "for", name: "user", type: "User"),
        Parameter(label: nil, name: "count", type: "Int"),
      ])
    #expect(labelled.returnType == "Bool")
    #expect(functions[2].isAsync)
    #expect(functions[2].throwsClause == .typed("LoginError"))
    #expect(functions[2].returnType == "[String: Int]")
    #expect(functions[3].throwsClause == .rethrows)
    #expect(functions[3].parameters.first?.type == "() throws -> Void")
    #expect(functions[4].genericParameters == "<T: Codable, U>")
    #expect(functions[4].whereClause == "U: Equatable")
    #expect(
      functions[5].parameters.map(\.type) == [
        "@escaping @Sendable (Result<User, Error>) -> Void", "(Int) -> Int",
      ])
    #expect(functions[6].parameters.map(\.isVariadic) == [true, false])
    #expect(functions[6].parameters.map(\.isInout) == [false, true])
    #expect(functions[7].common.isStatic)
    #expect(functions[8].parameters.map(\.name) == ["lhs", "rhs"])
    #expect(functions[9].returnType == "any Sequence<Int>")
    #expect(functions[10].parameters.first?.type == "Array<Array<Int?>>")
    #expect(functions[10].returnType == "Dictionary<String, [Int]>?")
  }

  @Test("attributes met in real packages: generic ones, and a result builder on a parameter")
  func realWorldAttributes() throws {
    let result = parse(
      """
      let quote = #\"\"\"#
      protocol RouterController {
        associatedtype Body
        @MiddlewareBuilder<Request, Response, Context> var body: Body { get }
        init(_ header: String, @MemberBuilder membersBuilder: () throws -> [Member]) throws
        func nested(@Outer<Inner<Int>> items: () -> [Int])
      }
      """)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let decl = try #require(result.protocols.first)
    guard decl.members.count == 4, case .property(let body) = decl.members[1],
      case .initializer(let initializer) = decl.members[2],
      case .function(let nested) = decl.members[3]
    else {
      Issue.record("expected a property, an initialiser and a function: \(decl.members)")
      return
    }
    #expect(body.common.attributes == ["@MiddlewareBuilder<Request, Response, Context>"])
    #expect(body.type == "Body")
    #expect(initializer.parameters.map(\.name) == ["header", "membersBuilder"])
    #expect(initializer.parameters.last?.type == "() throws -> [Member]")
    #expect(nested.parameters == [Parameter(label: "items", name: "items", type: "() -> [Int]")])
  }

  @Test("reads properties, subscripts, initialisers and associated types")
  func otherRequirements() throws {
    let decl = try #require(
      parse(
        """
        protocol P {
          associatedtype Element: Hashable, Sendable = Int where Element: Comparable
          var name: String { get }
          var count: Int { get set }
          static var shared: Self { get }
          var remote: Data { get async throws(NetworkError) }
          subscript(index: Int) -> Element { get set }
          subscript<K: Hashable>(key key: K) -> Element? { get }
          init(name: String)
          init?(rawValue: Int) async throws
        }
        """
      ).protocols.first)
    guard case .associatedType(let element) = decl.members[0],
      case .property(let name) = decl.members[1], case .property(let count) = decl.members[2],
      case .property(let shared) = decl.members[3], case .property(let remote) = decl.members[4],
      case .subscript(let byIndex) = decl.members[5], case .subscript(let byKey) = decl.members[6],
      case .initializer(let plain) = decl.members[7],
      case .initializer(let failable) = decl.members[8]
    else {
      Issue.record("unexpected members: \(decl.members)")
      return
    }
    #expect(element.inherited == ["Hashable", "Sendable"])
    #expect(element.defaultType == "Int")
    #expect(element.whereClause == "Element: Comparable")
    #expect(name.type == "String" && !name.hasSetter)
    #expect(count.hasSetter)
    #expect(shared.common.isStatic)
    #expect(remote.getterIsAsync && remote.getterThrows == .typed("NetworkError"))
    #expect(byIndex.hasSetter && byIndex.returnType == "Element")
    #expect(byKey.genericParameters == "<K: Hashable>" && byKey.parameters.first?.label == "key")
    #expect(plain.parameters.map(\.name) == ["name"])
    #expect(failable.failability == "?" && failable.isAsync && failable.throwsClause == .throws)
  }

  @Test("mirrors #if blocks inside a protocol")
  func conditionalMembers() throws {
    let decl = try #require(
      parse(
        """
        protocol P {
          func always()
          #if DEBUG
          func debugOnly()
          #elseif os(Linux)
          func linuxOnly()
          #else
          var other: Int { get }
          #endif
        }
        """
      ).protocols.first)
    guard case .conditional(let block) = decl.members.last else {
      Issue.record("no #if block")
      return
    }
    #expect(block.clauses.map(\.condition) == ["DEBUG", "os(Linux)", nil])
    #expect(block.clauses.map(\.members.count) == [1, 1, 1])
    #expect(decl.allMembers.count == 4)
  }

  @Test(
    "valid attributes anywhere a declaration carries them: qualified, with arguments",
    arguments: [
      // A real iOS app's requirement under a global actor nested in a type.
      "@NotificationToneManager.ConversionActor @discardableResult func convert() async -> Bool",
      // swift-nio's and swift-log's shapes.
      "@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *) func run() async throws",
      "@preconcurrency func register(_ handler: @escaping @Sendable () -> Void)",
      "@available(*, deprecated, renamed: \"join(device:)\") func join(interface: Int?)",
      "@Module.Outer.Actor var state: Int { get }",
      "@MainActor\n  @Tones.ConversionActor\n  func convert(_ name: String) -> Bool",
    ])
  func qualifiedAttributes(requirement: String) throws {
    let result = parse("protocol P {\n  \(requirement)\n  func after()\n}")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let decl = try #require(result.protocols.first)
    #expect(decl.members.count == 2)
    guard case .function(let last) = decl.members.last else {
      Issue.record("the requirement after the attributed one is lost")
      return
    }
    #expect(last.name == "after")
  }

  @Test("a protocol declared in #if branches knows its branch's condition")
  func conditionalDeclarations() {
    let result = parse(
      """
      #if canImport(_Concurrency) && compiler(>=5.5)
      public protocol Publisher<Output> { associatedtype Output }
      #else
      public protocol Publisher { associatedtype Output }
      #endif
      protocol Always {}
      #if os(Linux)
      #elseif DEBUG
      struct S { protocol Nested {} }
      #endif
      """)
    #expect(
      result.protocols.map(\.condition) == [
        "(canImport(_Concurrency) && compiler(>=5.5))",
        "!(canImport(_Concurrency) && compiler(>=5.5))", nil, "!(os(Linux)) && (DEBUG)",
      ])
  }

  @Test(
    "bad input: a diagnostic at the marked place, and the other protocols still parse",
    arguments: [
      (
        "protocol Broken {\n  func ok()\n  1️⃣case bad\n}\nprotocol Fine { func f() }",
        "expected a requirement in protocol 'Broken'", ["Broken", "Fine"]
      ),
      ("protocol Open {\n  func f()\n1️⃣", "expected '}' to close protocol 'Open'", []),
      (
        "protocol NoBody\n1️⃣protocol Fine {}",
        "expected '{' to begin the body of protocol 'NoBody'", ["Fine"]
      ),
      ("protocol P { func f(1️⃣", "expected '}' to close protocol 'P'", []),
      (
        "protocol S { var s: String { get } }\nlet x = 1️⃣\"open", "unterminated string literal",
        ["S"]
      ),
      (
        "protocol Q {\n  @Module.SomeActor @discardableResult func f() -> Int\n  1️⃣case x\n}",
        "expected a requirement in protocol 'Q'", ["Q"]
      ),
    ])
  func badInput(marked: String, message: String, names: [String]) {
    let source = MarkedSource(marked)
    let result = parse(source.text)
    let first = result.diagnostics.first
    #expect(first?.location == source.location(path: "Test.swift"), "\(result.diagnostics)")
    #expect(first?.message.hasPrefix(message) == true, "\(result.diagnostics)")
    #expect(result.protocols.map(\.name) == names)
  }

  @Test("fuzz: truncated and shuffled protocols never crash or hang")
  func fuzz() {
    var generator = SeededGenerator(seed: 42)
    let source = Self.rich
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let bytes = Array(source.utf8)
    for _ in 0..<300 {
      let cut = Int.random(in: 0...bytes.count, using: &generator)
      _ = DeclarationParser.protocols(
        in: SourceText(path: "T.swift", bytes: Array(bytes[..<cut])))
      let shuffled = lines.shuffled(using: &generator).joined(separator: "\n")
      _ = DeclarationParser.protocols(in: SourceText(path: "T.swift", text: shuffled))
    }
  }

  @Test("the loop guard lets a loop go on only while its position moves forward")
  func loopProgress() {
    var loop = LoopProgress()
    let checks = [3, 4, 9].map { loop.advanced($0) }
    #expect(checks == [true, true, true])
  }

  @Test("fuzz, token by token: every prefix of real declarations parses without a stuck loop")
  func everyPrefix() {
    // The parser's loops assert progress in debug builds: a stuck one stops this test.
    let source = Array(Self.rich.utf8)
    for cut in stride(from: 0, through: source.count, by: 3) {
      _ = DeclarationParser.protocols(in: SourceText(path: "T.swift", bytes: Array(source[..<cut])))
    }
  }

  // MARK: - Fixtures

  func parse(_ source: String) -> DeclarationParser.Result {
    DeclarationParser.protocols(in: SourceText(path: "Test.swift", text: source))
  }

  static let rich = """
    /// Doc.
    @MainActor public protocol LoginBusinessLogic<Item>: AnyObject, Sendable where Item: Hashable {
      associatedtype Item: Codable = String
      var isLoading: Bool { get set }
      func login(email: String, password: String) async throws(LoginError) -> User
      func fetch(completion: @escaping (Result<[Item], Error>) -> Void)
      subscript<K>(key: K) -> Item? { get }
      #if DEBUG
      static func debug(_ values: Int...) -> [String: Int]
      #endif
      init?(rawValue: String)
    }
    struct Outer { protocol Inner { func f<T: P>(_ t: T) where T: Q } }
    let s = "\\(a) protocol Not {}"
    """
}

/// A concrete type's method or initializer, read where it stands by the protocols' parser.
@Suite("Headers of concrete declarations")
struct DeclarationHeaderTests {
  @Test("a method's parameters (defaults marked), effects and result; the body's brace after")
  func method() throws {
    let outline = SwiftOutline(
      SourceText(
        path: "A.swift",
        bytes: Array(
          """
          final class Shop {
            func buy(_ item: Shop.Item, count: Int = 1, then done: @escaping () -> Void) async throws(Failure) -> [Receipt] { [] }
            init?(name: String) { nil }
          }
          """.utf8)))
    let start = try #require(outline.tokens.indices.first { outline.text($0) == "func" })
    let header = try #require(DeclarationParser.header(at: start, in: outline))
    guard case .function(let function) = header.member else {
      Issue.record("not a function: \(header.member)")
      return
    }
    #expect(function.parameters.map(\.label) == [nil, "count", "then"])
    #expect(function.parameters.map(\.name) == ["item", "count", "done"])
    #expect(function.parameters.map(\.hasDefault) == [false, true, false])
    #expect(function.parameters.first?.type == "Shop.Item")
    #expect(function.isAsync && function.throwsClause == .typed("Failure"))
    #expect(function.returnType == "[Receipt]")
    #expect(outline.text(header.end) == "{")
    #expect(outline.closingBracket(of: header.end).map(outline.text) == "}")
    let initializer = try #require(outline.tokens.indices.first { outline.text($0) == "init" })
    guard
      case .initializer(let found)? = DeclarationParser.header(at: initializer, in: outline)?.member
    else {
      Issue.record("not an initializer")
      return
    }
    #expect(found.failability == "?" && found.parameters.map(\.name) == ["name"])
    #expect(DeclarationParser.header(at: start + 1, in: outline) == nil)
  }
}
