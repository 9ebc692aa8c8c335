import VIPKitCore
import VIPKitSyntax

/// Turns Swift sources into one file of recording spies: parse every input, resolve
/// inheritance across all of them, plan each spy, write them in a stable order.
package struct SpyGenerator {
  /// What to generate, from the command line.
  package struct Options: Sendable {
    package var imports: [String] = []
    package var testableImports: [String] = []
    /// Only these protocols (by name or qualified name); all when empty.
    package var only: [String] = []
    /// Only `public` protocols (spies of another module's API).
    package var publicOnly = false
    /// Only protocols marked the way other generators select them: `// sourcery:
    /// AutoMockable`, `/// @mockable`, or inheriting `AutoMockable`.
    package var annotatedOnly = false
    /// The spy class's suffix (`Mock`); given, a trailing `Protocol` is dropped from the name
    /// (`ClientProxyProtocol` → `ClientProxyMock`), as Sourcery's AutoMockable names mocks.
    package var suffix: String?
    /// Whose names the members take: vipkit's own, or Sourcery's AutoMockable.
    package var naming = SpyNaming.Style.vipkit
    /// Types the destination already declares (a hand-written spy beside the generated file),
    /// by name, with where: a spy of that name is not written again, and the output says so.
    package var existingTypes: [String: String] = [:]
    /// How the protocols' module and the spies' target read an unannotated async function
    /// type; when they differ, every such type a spy copies is written with its meaning
    /// (`AsyncFunctionTypes`). `nil`: the same, as written.
    package var asyncDefaults:
      (source: AsyncFunctionTypes.Default, destination: AsyncFunctionTypes.Default)?
    /// The protocols' module's default isolation (`MainActor`: Swift 6.2's
    /// `defaultIsolation(MainActor.self)`, Xcode 26's `SWIFT_DEFAULT_ACTOR_ISOLATION`): a
    /// protocol there with no isolation of its own is isolated to it, and so is its spy.
    package var sourceDefaultIsolation: String?
    /// Whether the file declares `SpyLog` and its spies can log their calls to one
    /// (`--spy-log`): one generated file per module may, since the type is the module's.
    package var spyLog = false

    package init(
      imports: [String] = [], testableImports: [String] = [], only: [String] = [],
      publicOnly: Bool = false, annotatedOnly: Bool = false, suffix: String? = nil
    ) {
      self.imports = imports
      self.testableImports = testableImports
      self.only = only
      self.publicOnly = publicOnly
      self.annotatedOnly = annotatedOnly
      self.suffix = suffix
    }
  }

  /// The generated file and what was found on the way.
  package struct Output: Sendable {
    /// The file in pieces (header and imports, then one spy each), each spy written as it is
    /// read: to write without holding the whole file.
    package var parts: SpyParts
    /// The whole file.
    package var text: String { String(decoding: Array(parts.joined()), as: UTF8.self) }
    package var protocols: [ProtocolDecl]
    /// How many spies `text` holds.
    package var spyCount: Int
    /// The selected protocols that got no spy, each with the reason.
    package var skipped: [SkippedProtocol]
    /// Spies left out because the destination already declares their names: spy name → the
    /// file that does.
    package var alreadyDeclared: [String: String] = [:]
    /// Errors (a file that does not parse) and warnings (an inherited protocol not in the
    /// input); spies are still written for every protocol that parsed.
    package var diagnostics: [Diagnostic]
  }

  /// Whether a protocol is marked for generation: `// sourcery: AutoMockable`,
  /// `/// @mockable`, or `AutoMockable` among what it inherits.
  static func isAnnotated(_ decl: ProtocolDecl) -> Bool {
    !decl.annotations.isEmpty
      || decl.inherited.contains {
        $0.split(separator: "&").contains {
          $0.trimmingCharacters(in: .whitespaces) == "AutoMockable"
        }
      }
  }

  /// `protocols` as a module whose default isolation is `actor` reads them: each with no
  /// global actor (no attribute that could be one) and no `Sendable`, `Actor` or `Error` in its
  /// ancestry (as far as the input tells) is isolated to `actor`; the others stay as written
  /// (a `Sendable` protocol's spy keeps its lock).
  static func isolated(_ protocols: [ProtocolDecl], to actor: String) -> [ProtocolDecl] {
    let byName = Dictionary(protocols.map { ($0.name, $0) }) { first, _ in first }
    func keepsOwnIsolation(_ decl: ProtocolDecl, _ seen: inout Set<String>) -> Bool {
      guard seen.insert(decl.name).inserted else { return false }
      // Any attribute that may be a global actor (`@MainActor`, `@Background`): its own.
      if decl.attributes.contains(where: {
        $0.hasPrefix("@") && !$0.contains("(") && !notGlobalActors.contains($0)
      }) {
        return true
      }
      for parent in decl.inherited.flatMap({ $0.split(separator: "&") }) {
        let name = parent.trimmingCharacters(in: .whitespaces)
        if keepIsolation.contains(name) { return true }
        if let parentDecl = byName[name], keepsOwnIsolation(parentDecl, &seen) { return true }
      }
      return false
    }
    return protocols.map { decl in
      var seen: Set<String> = []
      return keepsOwnIsolation(decl, &seen) ? decl : decl.adding(attribute: "@" + actor)
    }
  }

  /// Protocols whose refiners keep their own isolation under a default one.
  private static let keepIsolation: Set<String> = [
    "Sendable", "Actor", "AnyActor", "Error", "SendableMetatype",
  ]
  /// Protocol attributes that are no global actor.
  private static let notGlobalActors: Set<String> = [
    "@objc", "@preconcurrency", "@usableFromInline", "@rethrows", "@_marker", "@reasync",
    "@dynamicMemberLookup", "@objcMembers",
  ]

  /// The first line of every generated file: `-o` overwrites only files that start with it.
  package static let header = "// Generated by vipkit spies. Do not edit: run vipkit spies again."

  package static func generate(_ sources: [SourceText], options: Options = Options()) -> Output {
    generate(paths: sources.map(\.path), options: options) { sources[$0].bytes }
  }

  /// Generates from files read on demand: each is read, parsed and let go of on one core, so
  /// a large input is never all in memory at once. `read` returns `nil` for a file that
  /// cannot be read (reported as an error).
  package static func generate(
    paths: [String], options: Options = Options(), read: @Sendable (Int) -> [UInt8]?
  ) -> Output {
    var diagnostics: [Diagnostic] = []
    var protocols: [ProtocolDecl] = []
    var sourceImports: Set<String> = []
    // Files are parsed on every core; results are merged in input order.
    let parsed = Array(paths.indices).concurrentMap { index -> DeclarationParser.Result in
      guard let bytes = read(index) else {
        let unreadable = Diagnostic(.error, "could not read \(paths[index])")
        return DeclarationParser.Result(protocols: [], diagnostics: [unreadable], imports: [])
      }
      // A file with the word `protocol` only in comments declares none: it is not lexed.
      guard DeclarationParser.mayDeclareProtocol(bytes) else {
        return DeclarationParser.Result(protocols: [], diagnostics: [], imports: [])
      }
      return DeclarationParser.protocols(in: SourceText(path: paths[index], bytes: bytes))
    }
    for result in parsed {
      protocols += result.protocols
      diagnostics += result.diagnostics
    }
    // Types that the test target would read otherwise than the protocols' module does, in
    // every protocol (a spy implements its parents' requirements too).
    if let defaults = options.asyncDefaults, defaults.source != defaults.destination {
      protocols = protocols.map { decl in
        decl.mappingTypes { AsyncFunctionTypes.explicit($0, spelling: defaults.source.spelling) }
      }
    }
    if let isolation = options.sourceDefaultIsolation {
      protocols = Self.isolated(protocols, to: isolation)
    }
    let catalog = ProtocolCatalog(protocols, naming: options.naming)
    var skipped: [SkippedProtocol] = []
    var selected = protocols.filter { decl in
      guard
        (options.only.isEmpty || options.only.contains(decl.name)
          || options.only.contains(decl.qualifiedName))
          && (!options.publicOnly || decl.access == "public" || decl.access == "open")
          && (!options.annotatedOnly || Self.isAnnotated(decl))
      else { return false }
      // A private protocol cannot be seen from the spies' file.
      if decl.access == "private" || decl.access == "fileprivate" {
        let reason = "it is \(decl.access ?? "private") to its file, so no other file can see it"
        skipped.append(SkippedProtocol(decl, reason: reason))
        diagnostics.append(
          Diagnostic(.warning, "no spy for '\(decl.name)': \(reason)", at: decl.location))
        return false
      }
      return true
    }
    var spyNames = Self.spyNames(for: selected, options: options)
    var alreadyDeclared: [String: String] = [:]
    // A spy the destination already has (written by hand, one scene at a time) would be a
    // second declaration of its name: left out, with where the first one is.
    for index in selected.indices.reversed() {
      guard let place = options.existingTypes[spyNames[index]] else { continue }
      alreadyDeclared[spyNames[index]] = place
      let reason = "\(place) already declares \(spyNames[index]), so it is not written again"
      skipped.append(SkippedProtocol(selected[index], reason: reason))
      diagnostics.append(
        Diagnostic(
          .warning, "no spy for '\(selected[index].name)': \(reason)",
          at: selected[index].location))
      selected.remove(at: index)
      spyNames.remove(at: index)
    }
    for name in options.only
    where !protocols.contains(where: { $0.name == name || $0.qualifiedName == name }) {
      diagnostics.append(
        Diagnostic(.error, "--only \(name): no protocol of that name in the input"))
    }
    // Spies are planned on every core too; they are written as the output is read.
    let (chosen, names) = (selected, spyNames)
    let plans = Array(selected.indices).concurrentMap {
      index -> (plan: SpyPlan?, warnings: [Diagnostic]) in
      catalog.plan(for: chosen[index], spyName: names[index])
    }
    var spies: [(plan: SpyPlan, conditions: [String])] = []
    var frameworks: Set<String> = []
    for (decl, spy) in zip(selected, plans) {
      diagnostics += spy.warnings
      guard let plan = spy.plan else {
        let reason = spy.warnings.first.map { Self.reason(from: $0.message) } ?? "no spy"
        skipped.append(SkippedProtocol(decl, reason: reason))
        continue
      }
      frameworks.formUnion(plan.frameworks)
      spies.append((plan, Self.conditions(of: plan)))
    }
    let spyCount = spies.count
    // The imports of the files the spied protocols come from (their types need them), a
    // conditional one under its condition, then the command line's; `@testable` ones replace
    // plain ones of the same module. A file whose protocols got no spy adds nothing.
    // The spied protocols and those they inherit from, by name: a requirement a spy
    // implements may come from a parent in another file.
    var needed = Set(spies.map(\.plan.decl.name))
    var unread = Array(needed)
    // By name, once: a scan of every protocol per name was quadratic (12,600 spies: 5 s).
    let byName = Dictionary(grouping: protocols.indices) { protocols[$0].name }
    while let name = unread.popLast() {
      for index in byName[name] ?? [] {
        for parent in protocols[index].inherited.flatMap({ $0.split(separator: "&") }) {
          let parent = parent.trimmingCharacters(in: .whitespaces)
          if needed.insert(parent).inserted { unread.append(parent) }
        }
      }
    }
    for result in parsed where result.protocols.contains(where: { needed.contains($0.name) }) {
      sourceImports.formUnion(result.imports)
    }
    let conditional = sourceImports.filter { $0.hasPrefix("#if ") }
    sourceImports.subtract(conditional)
    var imports = sourceImports.union(options.imports.map { "import \($0)" })
    // The recorder every spy keeps its calls in has a lock.
    if spyCount > 0 || frameworks.contains("Foundation") { imports.insert("import Foundation") }
    let testable = Set(options.testableImports)
    imports = imports.filter { line in !testable.contains(where: { line == "import \($0)" }) }
    let importLines =
      imports.sorted() + options.testableImports.sorted().map { "@testable import \($0)" }
    // Generated code is not the formatter's to judge (type names make lines long).
    var head = header + "\n" + "// swift-format-ignore-file\n"
    if !importLines.isEmpty {
      head += "\n" + importLines.joined(separator: "\n") + "\n"
    }
    // UIKit, AppKit and Combine exist on some platforms only, as do the spies that need them;
    // and what the protocols' files import under a condition stays under it.
    var blocks = Set(conditional)
    for framework in frameworks where framework != "Foundation" {
      blocks.insert("#if canImport(\(framework))\nimport \(framework)\n#endif")
    }
    for block in blocks.sorted() { head += "\n" + block + "\n" }
    if spyCount > 0 {
      head += "\n" + SpyRecorderSource.text(spyLog: options.spyLog)
    }
    return Output(
      parts: SpyParts(
        head: Array(head.utf8), spies: spies, logsCalls: options.spyLog,
        asyncSpelling: options.asyncDefaults.flatMap {
          $0.source == $0.destination ? nil : $0.source.spelling
        }),
      protocols: protocols,
      spyCount: spyCount, skipped: skipped, alreadyDeclared: alreadyDeclared,
      diagnostics: diagnostics)
  }

  /// The `#if` conditions a spy is written under: its protocol's, and the one its frameworks
  /// need.
  private static func conditions(of plan: SpyPlan) -> [String] {
    var conditions = plan.decl.condition.map { [$0] } ?? []
    if let framework = plan.frameworkCondition, plan.decl.condition?.contains(framework) != true {
      conditions.append(framework)
    }
    return conditions
  }

  /// Spy names, one per protocol: `NameSpy`, or the qualified name without dots
  /// (`OuterDelegateSpy`) when two protocols of one name could be compiled together. Sourcery's
  /// and Mockolo's names end in `Mock`; a given suffix, and Sourcery's names, drop a trailing
  /// `Protocol` as AutoMockable does. Mockolo keeps it (`FooProtocolMock`).
  private static func spyNames(for protocols: [ProtocolDecl], options: Options) -> [String] {
    let suffix = options.suffix ?? (options.naming == .vipkit ? nil : "Mock")
    let dropsProtocol = suffix != nil && options.naming != .mockolo
    // Each name's first qualified name, and the names two different protocols share.
    var firstQualifiedName: [String: String] = [:]
    firstQualifiedName.reserveCapacity(protocols.count)
    var shared: Set<String> = []
    for decl in protocols {
      if let first = firstQualifiedName[decl.name] {
        if first != decl.qualifiedName { shared.insert(decl.name) }
      } else {
        firstQualifiedName[decl.name] = decl.qualifiedName
      }
    }
    return protocols.map { decl in
      var base =
        shared.contains(decl.name)
        ? decl.qualifiedName.replacingOccurrences(of: ".", with: "") : decl.name
      // `ClientProxyProtocol` → `ClientProxy`, unless a protocol of that name exists too.
      if dropsProtocol, base.hasSuffix("Protocol"), base != "Protocol",
        firstQualifiedName[String(base.dropLast("Protocol".count))] == nil
      {
        base.removeLast("Protocol".count)
      }
      return base + (suffix ?? "Spy")
    }
  }

  /// `it inherits 'X', …` from `no spy for 'P': it inherits 'X', …`.
  private static func reason(from message: String) -> String {
    guard let colon = message.range(of: "': ") else { return message }
    return String(message[colon.upperBound...])
  }
}

/// A protocol that got no spy, and why: listed on stderr and in `--format json`, so that no
/// protocol goes missing in silence.
package struct SkippedProtocol: Sendable, Equatable {
  package var name: String
  package var qualifiedName: String
  package var reason: String
  package var location: SourceLocation

  init(_ decl: ProtocolDecl, reason: String) {
    name = decl.name
    qualifiedName = decl.qualifiedName
    self.reason = reason
    location = decl.location
  }
}
