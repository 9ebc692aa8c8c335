import Foundation
import VIPKitCore
import VIPKitSyntax

/// Checks Swift files against the VIP rules: reads every file's outline, learns every type's
/// role across all of them, finds the VIP scenes, runs each rule on each file (on the
/// scenes' types only), keeps one finding per place (the
/// most specific rule's), and applies the files' suppressions.
package struct Checker: Sendable {
  /// Which rules run, and how.
  package struct Options: Sendable {
    /// Only these rules (all when empty).
    package var only: Set<String> = []
    package var disabled: Set<String> = []
    /// Also report suppressions that suppress nothing.
    package var strict = false
    /// Whether `// vipkit:disable…` comments count. A grader turns them off: a student could
    /// otherwise switch off the rules being graded.
    package var honorsSuppressions = true
    package var names = RoleNames()
    /// Judge every type whose name or protocols give it a role, scene or not: what a grader
    /// wants of an exercise, where all the code is the student's scene. Off, only the types
    /// of the VIP scenes found are judged (`SceneMap`).
    package var judgesEveryRole = false
    /// Also list the view controllers outside every scene that do I/O or format.
    package var listsCandidates = false

    package init() {}
  }

  /// What a check found: the findings, and the scenes the rules looked at.
  package struct Result: Sendable {
    package var findings: [Finding]
    /// The scenes' names, sorted: `ListOrders`.
    package var scenes: [String]
    /// Screens of another pattern worth moving to VIP (with `listsCandidates`).
    package var candidates: [MoveCandidate] = []
  }

  /// Every rule, in id order.
  package static let rules: [any Rule] = [
    ViewTalksToPresenter(), PresenterTalksToInteractor(), InteractorTalksToView(),
    FormattingInInteractor(), StateInPresenter(), UIFrameworkImport(), StrongBackReference(),
    ConcreteRoleType(), IOInView(), ViewModelInScene(), WorkerKnowsScene(), RouterDecides(),
    IOInInteractor(), UnownedCapture(), PresenterRoutes(), DecisionInPresenter(),
    ViewAsksWorker(), DecisionInView(), ViewNavigates(), RouterTakesData(),
  ]

  /// What each rule is, the suppression rule's included: for help, docs and SARIF.
  package static var catalog: [RuleInfo] { rules.map(\.info) + [Suppressions.rule] }

  /// When two rules find the same place, the first of these is reported: a direction broken
  /// says more than a weak reference missing, which says more than a concrete type.
  static let precedence = [
    "VIP001", "VIP002", "VIP003", "VIP011", "VIP012", "VIP015", "VIP017", "VIP007", "VIP008",
    "VIP005",
  ]

  let options: Options

  package init(options: Options = Options()) {
    self.options = options
  }

  /// The findings in `files` (path as shown, then the bytes), sorted.
  package func check(_ files: [(path: String, bytes: [UInt8])]) -> [Finding] {
    run(files).findings
  }

  /// The findings in `files`, sorted, and the scenes found.
  package func run(_ files: [(path: String, bytes: [UInt8])]) -> Result {
    let outlines = files.concurrentMap { SwiftOutline(SourceText(path: $0.path, bytes: $0.bytes)) }
    let index = RoleIndex(outlines: outlines, names: options.names)
    let scenes =
      options.judgesEveryRole
      ? SceneMap.everything(outlines: outlines, index: index)
      : SceneMap(outlines: outlines, index: index)
    let wiring = ViewWiring(outlines: outlines, index: index)
    let sceneFolders = Set(
      zip(files, outlines).compactMap { file, outline -> String? in
        let roles = outline.types.compactMap { type in
          scenes.contains(type.name) ? index.role(ofType: type.name)?.role : nil
        }
        guard roles.contains(.interactor) || roles.contains(.presenter) else { return nil }
        return Self.folder(of: file.path)
      })
    let active = Self.rules.filter { rule in
      (options.only.isEmpty || options.only.contains(rule.info.id))
        && !options.disabled.contains(rule.info.id)
    }
    let perFile = zip(files, outlines).map { file, outline in
      (
        path: file.path, outline: outline,
        inScene: sceneFolders.contains(Self.folder(of: file.path))
      )
    }
    let findings = perFile.concurrentMap { file -> [Finding] in
      var checked = CheckedFile(
        path: file.path, outline: file.outline, index: index, scenes: scenes, wiring: wiring,
        isInScene: file.inScene)
      checked.judgesEveryType = options.judgesEveryRole
      return suppressed(
        Self.mostSpecific(active.flatMap { $0.check(checked) }), in: file.outline,
        path: file.path)
    }
    return Result(
      findings: findings.flatMap { $0 }.sorted(by: <), scenes: scenes.names,
      candidates: options.listsCandidates
        ? MoveCandidate.find(in: outlines, scenes: scenes) : [])
  }

  /// Applies the file's suppressions; adds the suppressions without a reason (and, strict,
  /// those that suppress nothing).
  private func suppressed(_ findings: [Finding], in outline: SwiftOutline, path: String)
    -> [Finding]
  {
    guard options.honorsSuppressions else { return findings }
    var suppressions = Suppressions(outline, path: path)
    var kept = findings.filter { !suppressions.covers($0) }
    let suppressionRule = Suppressions.rule.id
    if options.only.isEmpty || options.only.contains(suppressionRule),
      !options.disabled.contains(suppressionRule)
    {
      kept += suppressions.problems
      if options.strict { kept += suppressions.unused(path: path) }
    }
    return kept
  }

  /// One finding per place: where rules overlap, the most specific one's.
  static func mostSpecific(_ findings: [Finding]) -> [Finding] {
    var best: [String: Finding] = [:]
    var order: [String] = []
    for finding in findings {
      let key = "\(finding.line):\(finding.column)"
      guard let current = best[key] else {
        best[key] = finding
        order.append(key)
        continue
      }
      if rank(finding.rule) < rank(current.rule) { best[key] = finding }
    }
    return order.compactMap { best[$0] }
  }

  private static func rank(_ rule: String) -> Int {
    precedence.firstIndex(of: rule) ?? precedence.count
  }

  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }
}
