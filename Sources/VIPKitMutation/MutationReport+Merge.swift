import Foundation

extension MutationReport {
  /// Why shard reports cannot be merged.
  package struct MergeError: Error, Sendable {
    package let message: String
  }

  /// One report from the reports of `--shard 1/n` … `n/n`: every mutant once, the counts and
  /// score worked out again, as one unsharded run would have them. The shards must be of one
  /// package and one plan: all `n` of them, each once.
  package static func merge(_ reports: [MutationReport]) throws(MergeError) -> MutationReport {
    guard let first = reports.first else {
      throw MergeError(message: "give the shard reports to merge")
    }
    guard reports.allSatisfy({ $0.package == first.package }) else {
      let names = Set(reports.map(\.package)).sorted().joined(separator: ", ")
      throw MergeError(message: "the reports are of different packages: \(names)")
    }
    let count = first.shard?.count ?? 1
    let indices = reports.map { $0.shard?.index ?? 1 }
    guard reports.allSatisfy({ ($0.shard?.count ?? 1) == count }) else {
      throw MergeError(
        message: "the reports come from different shard counts (--shard k/n with different n)")
    }
    let missing = (1...count).filter { !indices.contains($0) }
    guard missing.isEmpty else {
      throw MergeError(
        message: "shard \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) is missing: "
          + "merge the reports of every shard")
    }
    guard Set(indices).count == indices.count else {
      throw MergeError(message: "a shard is given twice")
    }
    var seen: [String: Entry] = [:]
    var entries: [(file: String, entry: Entry)] = []
    for report in reports {
      for file in report.files {
        for entry in file.mutants {
          let key = "\(file.file)#\(entry.key ?? String(entry.id))"
          if let earlier = seen[key] {
            // Unviable mutants are in every shard's report: the same build found them (each
            // shard measured which tests reach them on its own).
            var (mine, theirs) = (entry, earlier)
            (mine.coveredBy, theirs.coveredBy) = (nil, nil)
            guard mine == theirs else {
              throw MergeError(
                message: "mutant \(entry.id) of \(file.file) differs between shards: were they "
                  + "run on the same commit?")
            }
            continue
          }
          seen[key] = entry
          entries.append((file.file, entry))
        }
      }
    }
    let ran = reports.map { Double($0.counts.killed + $0.counts.survived + $0.counts.timedOut) }
    let mutantSeconds = zip(reports, ran).map { $0.timing.secondsPerMutant * $1 }.reduce(0, +)
    let totalRan = ran.reduce(0, +)
    let timing = Timing(
      totalSeconds: reports.map(\.timing.totalSeconds).max() ?? 0,
      buildSeconds: reports.map(\.timing.buildSeconds).max() ?? 0,
      baselineSeconds: reports.map(\.timing.baselineSeconds).max() ?? 0,
      secondsPerMutant: totalRan == 0 ? 0 : mutantSeconds / totalRan)
    var selection = MutationRunner.Selection()
    selection.tests = reports.map(\.selection.tests).max() ?? 0
    selection.testRuns = reports.map(\.selection.testRuns).reduce(0, +)
    selection.mutantsRun = reports.map(\.selection.mutantsRun).reduce(0, +)
    let hangs = reports.compactMap(\.selection.hangsFoundIdle)
    selection.hangsFoundIdle = hangs.isEmpty ? nil : hangs.reduce(0, +)
    selection.coverageSeconds = reports.map(\.selection.coverageSeconds).max() ?? 0
    selection.off = reports.compactMap(\.selection.off).first
    // Each shard learnt about the tests on its own; what any of them found holds for all.
    let needs = reports.compactMap(\.selection.needsBefore).reduce(into: [:]) {
      $0.merge($1) { a, _ in a }
    }
    selection.needsBefore = needs.isEmpty ? nil : needs
    let after = reports.compactMap(\.selection.failsAfter).reduce(into: [String: [String]]()) {
      $0.merge($1) { Array(Set($0 + $1)).sorted() }
    }
    selection.failsAfter = after.isEmpty ? nil : after
    let flaky = Set(reports.flatMap { $0.selection.flaky ?? [] }).sorted()
    selection.flaky = flaky.isEmpty ? nil : flaky
    var merged = MutationReport(
      package: first.package, entries: entries, timing: timing, selection: selection,
      shard: count == 1 ? nil : Shard(index: 0, count: count))
    let tests = Set(reports.flatMap { $0.tests ?? [] }).sorted()
    merged.tests = tests.isEmpty ? nil : tests
    return merged
  }
}
