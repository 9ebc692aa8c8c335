import Foundation
import VIPKitCore

/// The result of a mutation run, as data: text, JSON and HTML are renderings of it, and the
/// JSON reads back, so the reports of shards merge into one.
package struct MutationReport: Codable, Sendable {
  package struct Entry: Codable, Sendable, Equatable {
    package let id: Int
    package let status: Mutant.Status
    package let line: Int
    package let column: Int
    package let `operator`: String
    package let diff: String
    /// The tests whose failure killed it, as the binary lists them; absent when the kill
    /// could not be pinned on a test (a crash before any test was named, a whole-suite run).
    package var killedBy: [String]? = nil
    /// For a survivor, with `--suggest-tests`: the test that would catch it.
    package var suggestedTest: TestSuggestion? = nil
    /// The mutant's stable ID (`Mutant.key`), the same in every run while its own code stays
    /// as it is; absent in reports of version 2.
    package var key: String? = nil
    /// The text put in place of the original (empty for a removal); absent before version 3.
    package var replacement: String? = nil
    /// Where the replaced text ends, exclusive (line, byte column, as `line` and `column`).
    package var endLine: Int? = nil
    package var endColumn: Int? = nil
    /// The tests that reach it and ran for it; absent when it ran every test.
    package var coveredBy: [String]? = nil
    /// For a time-out: why its run was ended (`idle`: a test left waiting; `limit`: still
    /// working at the limit), in which test and after how long; absent before version 4.
    package var hang: Hang? = nil
  }

  package struct FileEntry: Codable, Sendable, Equatable {
    package let file: String
    package let mutants: [Entry]
  }

  package struct Counts: Codable, Sendable, Equatable {
    package let killed: Int
    package let survived: Int
    package let timedOut: Int
    package let noCoverage: Int
    package let unviable: Int
  }

  package struct Timing: Codable, Sendable {
    package let totalSeconds: Double
    package let buildSeconds: Double
    package let baselineSeconds: Double
    /// Time spent running mutants, divided by the mutants run.
    package let secondsPerMutant: Double
  }

  /// Which slice of the mutants a run took (`--shard 2/3`).
  package struct Shard: Codable, Sendable, Equatable {
    package let index: Int
    package let count: Int

    package init(index: Int, count: Int) {
      self.index = index
      self.count = count
    }

    /// Whether this slice runs the mutant of stable ID `key` (`Mutant.key`): dealt by a hash
    /// of the ID, so a mutant stays in its slice when code elsewhere changes, as its ID does
    /// (its place in the plan would not).
    package func holds(_ key: String) -> Bool {
      var print = Fingerprint()
      print.mix(key)
      return Int(print.value % UInt64(count)) == index - 1
    }
  }

  package var version = 4
  package let package: String
  package let counts: Counts
  /// `(killed + timed out) ÷ (killed + survived + timed out + no coverage)`, in percent;
  /// `null` when no mutant ran.
  package let score: Double?
  package let files: [FileEntry]
  package let timing: Timing
  package let selection: MutationRunner.Selection
  /// The shards merged into this report, or the one it is; `null` for a whole run.
  package let shard: Shard?
  /// Every test the binary listed, by ID (what `killedBy` and `coveredBy` name); absent when
  /// it listed none, and in reports before version 3.
  package var tests: [String]? = nil

  package init(package: String, result: MutationRunner.Result, shard: Shard? = nil) {
    let mutants = result.mutants
    let entries = mutants.map {
      (
        $0.file,
        Entry(
          id: $0.id, status: $0.status, line: $0.location.line, column: $0.location.column,
          operator: $0.operatorName, diff: $0.diff,
          killedBy: $0.killedBy.isEmpty ? nil : $0.killedBy, suggestedTest: $0.suggestion,
          key: $0.key.isEmpty ? nil : $0.key, replacement: $0.replacement,
          endLine: $0.end?.line, endColumn: $0.end?.column, coveredBy: $0.coveredBy,
          hang: $0.hang)
      )
    }
    let ran = mutants.filter { [.killed, .survived, .timedOut].contains($0.status) }.count
    let timing = Timing(
      totalSeconds: result.seconds, buildSeconds: result.buildSeconds,
      baselineSeconds: result.baselineSeconds,
      secondsPerMutant: ran == 0
        ? 0 : (result.seconds - result.buildSeconds - result.baselineSeconds) / Double(ran))
    self.init(
      package: package, entries: entries, timing: timing, selection: result.selection,
      shard: shard)
    tests = result.tests.isEmpty ? nil : result.tests
  }

  init(
    package: String, entries: [(file: String, entry: Entry)], timing: Timing,
    selection: MutationRunner.Selection, shard: Shard?
  ) {
    self.package = package
    func count(_ status: Mutant.Status) -> Int {
      entries.filter { $0.entry.status == status }.count
    }
    counts = Counts(
      killed: count(.killed), survived: count(.survived), timedOut: count(.timedOut),
      noCoverage: count(.noCoverage), unviable: count(.unviable))
    let detected = counts.killed + counts.timedOut
    let counted = detected + counts.survived + counts.noCoverage
    score = counted == 0 ? nil : (Double(detected) * 100 / Double(counted))
    let order: [Mutant.Status] = [.survived, .noCoverage, .timedOut, .killed, .unviable, .pending]
    let byFile = Dictionary(grouping: entries, by: \.file)
    files = byFile.keys.sorted().map { file in
      FileEntry(
        file: file,
        mutants: (byFile[file] ?? []).map(\.entry).sorted {
          (order.firstIndex(of: $0.status) ?? 0, $0.line, $0.column, $0.id)
            < (order.firstIndex(of: $1.status) ?? 0, $1.line, $1.column, $1.id)
        })
    }
    self.timing = timing
    self.selection = selection
    self.shard = shard
  }

  /// `74%`, or `73.9%`: one decimal when the score is not whole, so the figure shown is the
  /// figure `--threshold` compares with.
  package static func percent(_ score: Double) -> String {
    let tenths = (score * 10).rounded() / 10
    return tenths == tenths.rounded() ? "\(Int(tenths))%" : String(format: "%.1f%%", tenths)
  }

  private enum CodingKeys: String, CodingKey {
    case version, package, counts, score, files, timing, selection, shard, tests
  }

  /// Writes `score` and `shard` as `null` when there is none, as the schema says, rather than
  /// leaving the keys out.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(package, forKey: .package)
    try container.encode(counts, forKey: .counts)
    try container.encode(score, forKey: .score)
    try container.encode(files, forKey: .files)
    try container.encode(timing, forKey: .timing)
    try container.encode(selection, forKey: .selection)
    try container.encode(shard, forKey: .shard)
    try container.encodeIfPresent(tests, forKey: .tests)
  }

  /// Whether the score, as shown, reaches `threshold` percent (no mutant run counts as
  /// reaching it).
  package func meets(_ threshold: Double) -> Bool {
    ((score ?? 100) * 10).rounded() / 10 >= threshold
  }

  /// The human report: per file, survivors first, then the score and how it is counted.
  package func text(style: TerminalStyle) -> String {
    var lines: [String] = []
    let total = files.reduce(0) { $0 + $1.mutants.count }
    let mutantsNoun = total == 1 ? "mutant" : "mutants"
    let filesNoun = files.count == 1 ? "file" : "files"
    lines.append(
      "Mutation testing of \(package): \(total) \(mutantsNoun) in \(files.count) \(filesNoun).")
    for file in files {
      lines.append("")
      lines.append(style.bold(file.file))
      for entry in file.mutants {
        let status: String
        switch entry.status {
        case .survived: status = style.red("survived ")
        case .timedOut: status = style.yellow("timed out")
        case .killed: status = style.green("killed   ")
        case .noCoverage: status = style.red("no tests ")
        case .unviable: status = style.dim("unviable ")
        case .pending: status = "pending  "
        }
        let place = "\(file.file):\(entry.line):\(entry.column)"
        lines.append("  \(status)  \(place)  \(entry.operator)  \(entry.diff)")
        if let suggestion = entry.suggestedTest {
          lines += suggestion.textLines.map { "             " + $0 }
        }
        if let hang = entry.hang {
          lines.append("             " + hang.sentence)
        }
      }
    }
    lines.append("")
    if let score {
      let uncovered = counts.noCoverage > 0 ? " + no tests \(counts.noCoverage)" : ""
      lines.append(
        "Score: \(Self.percent(score)) = (killed \(counts.killed) + timed out \(counts.timedOut))"
          + " ÷ (killed \(counts.killed) + survived \(counts.survived) + timed out \(counts.timedOut)\(uncovered))."
          + " Timed-out mutants count as detected; unviable ones are not counted.")
    } else {
      lines.append("Score: none, no mutant ran (\(counts.unviable) unviable).")
    }
    let planned =
      counts.killed + counts.survived + counts.timedOut + counts.noCoverage + counts.unviable
    if planned > 0 {
      lines.append(
        "Unviable: \(counts.unviable) of \(planned) mutants (\(Self.percent(Double(counts.unviable) * 100 / Double(planned)))) did not compile and were left out."
      )
    }
    if counts.noCoverage > 0 {
      lines.append(
        "No tests: \(counts.noCoverage) mutants are in code no test runs (counted as not "
          + "detected, and not run).")
    }
    if counts.survived > 0 {
      lines.append(
        "Each survivor is a change no test noticed: write the test that fails on it, or mark "
          + "the line `// vipkit:disable-next-line` if the change is equivalent (say why).")
    }
    if selection.reused > 0 {
      lines.append(
        "Cache: \(selection.reused) outcomes reused (neither the mutant's code nor its tests "
          + "changed).")
    }
    if let off = selection.off {
      lines.append("Tests: every mutant ran every test (\(off)).")
    } else if selection.mutantsRun > 0 {
      let average = Double(selection.testRuns) / Double(selection.mutantsRun)
      lines.append(
        String(
          format: "Tests: a mutant ran %.1f of the %d tests on average: those that reach it "
            + "(found in %.1f s); each run stopped at its first failing test.",
          average, selection.tests, selection.coverageSeconds))
    }
    lines += selection.conductLines
    if let hangs = selection.hangsFoundIdle, hangs > 0 {
      lines.append(
        "Hangs: \(hangs) of the \(counts.timedOut) timed-out mutants left a test waiting, idle, "
          + "past the tests' own time; each was ended then, not at its time limit (the others "
          + "were still running at it: a loop, or a slow test). Each says which above.")
    }
    lines.append(
      String(
        format: "Time: %.1f s (one build %.1f s, unmutated run %@, %@ a mutant).",
        timing.totalSeconds,
        timing.buildSeconds, MutationRunner.format(timing.baselineSeconds),
        MutationRunner.format(timing.secondsPerMutant)))
    return lines.joined(separator: "\n")
  }
}
