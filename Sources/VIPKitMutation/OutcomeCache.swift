import Foundation
import VIPKitCore

/// Outcomes of earlier runs (`--cache FILE`), reused when nothing that decides them changed:
/// the mutant (its file, operator, place and change), its file's whole text, the tests that
/// reach it, and those tests' source files with every test helper file. A mutant whose key is
/// in the cache is not run again.
///
/// Like PIT's incremental analysis, it does not see a change in another source file that
/// alters what the mutated code does; run without the cache (or delete it) after such a change.
struct OutcomeCache: Codable, Sendable {
  private(set) var version = 1
  private(set) var outcomes: [String: Mutant.Status] = [:]

  /// The cache in `file`; empty when there is none yet or it cannot be read.
  static func load(_ file: URL) -> OutcomeCache {
    guard let data = try? Data(contentsOf: file),
      let cache = try? JSONDecoder().decode(OutcomeCache.self, from: data), cache.version == 1
    else { return OutcomeCache() }
    return cache
  }

  func save(_ file: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try encoder.encode(self).write(to: file, options: .atomic)
  }

  subscript(key: String) -> Mutant.Status? {
    get { outcomes[key] }
    set { outcomes[key] = newValue }
  }
}

/// The keys of one run's mutants: the package's test sources are read once.
struct OutcomeKeys: Sendable {
  /// Test file (relative path) → its fingerprint and whether it declares tests.
  private let testFiles: [(path: String, text: String, fingerprint: String)]
  /// The fingerprint of every file that declares no test (spies, fixtures, helpers).
  private let helpers: String
  private let sources: [String: String]

  init(package: URL, mutatedSources: [String: String]) {
    sources = mutatedSources
    var files: [(String, String, String)] = []
    var helpers = Fingerprint()
    let tests = package.appendingPathComponent("Tests")
    for url in SwiftFiles.find([tests]).files {
      let path = SwiftFiles.displayPath(url, from: package)
      let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      var fingerprint = Fingerprint()
      fingerprint.mix(path)
      fingerprint.mix(text)
      if text.contains("@Test") || text.contains("XCTestCase") {
        files.append((path, text, fingerprint.text))
      } else {
        helpers.mix(fingerprint.text)
      }
    }
    testFiles = files
    self.helpers = helpers.text
  }

  /// The key of `mutant` when `tests` reach it (`nil`: every test may).
  func key(of mutant: Mutant, tests: [TestName]?) -> String {
    var fingerprint = Fingerprint()
    fingerprint.mix(VIPKitVersion.current)
    fingerprint.mix(mutant.file)
    fingerprint.mix(mutant.operatorName)
    fingerprint.mix("\(mutant.range.lowerBound) \(mutant.range.upperBound)")
    fingerprint.mix(mutant.replacement)
    fingerprint.mix(sources[mutant.file] ?? "")
    fingerprint.mix(helpers)
    for test in tests ?? [] { fingerprint.mix(test.library.rawValue + " " + test.id) }
    for file in testFiles where tests.map({ declares(file.text, any: $0) }) ?? true {
      fingerprint.mix(file.fingerprint)
    }
    return fingerprint.text
  }

  /// Whether a test file declares one of `tests`.
  private func declares(_ text: String, any tests: [TestName]) -> Bool {
    tests.contains { TestName.isDeclared($0.id, in: text) }
  }
}

/// `--cache` in a run: which planned mutants' outcomes are known already (not run again),
/// and, once the others ran, the cache written back with theirs.
final class OutcomeReuse {
  private let file: URL?
  private var cache: OutcomeCache?
  private let keyMaker: OutcomeKeys?
  private let coverage: TestCoverage?
  /// Each planned mutant's key (only with a cache).
  private var keys: [Int: String] = [:]
  /// The outcomes found in the cache, by mutant.
  private(set) var recalled: [Int: Mutant.Status] = [:]

  init(options: MutationRunner.Options, maps: [String: SourceMap], coverage: TestCoverage?) {
    file = options.cache
    cache = options.cache.map(OutcomeCache.load)
    keyMaker = options.cache.map { _ in
      OutcomeKeys(
        package: options.package,
        mutatedSources: maps.mapValues { $0.source.text(0..<$0.source.bytes.count) })
    }
    self.coverage = coverage
  }

  /// The mutants of `planned` whose outcome is not in the cache (all of them without one).
  func recall(_ planned: [Mutant], progress: (String) -> Void) -> [Mutant] {
    guard let file, let keyMaker else { return planned }
    for mutant in planned {
      let key = keyMaker.key(of: mutant, tests: MutationRunner.selectedTests(mutant, coverage))
      keys[mutant.id] = key
      recalled[mutant.id] = cache?[key]
    }
    progress("\(recalled.count) outcomes reused from \(file.lastPathComponent).")
    return planned.filter { recalled[$0.id] == nil }
  }

  /// Writes the cache back with the outcomes of this run (`statuses`) added.
  func keep(_ statuses: [Int: Mutant.Status], progress: (String) -> Void) {
    guard let file, var updated = cache else { return }
    for (id, key) in keys {
      if let status = statuses[id] ?? recalled[id] { updated[key] = status }
    }
    do { try updated.save(file) } catch {
      progress("Could not write the cache \(file.path): \(error.localizedDescription)")
    }
  }
}
