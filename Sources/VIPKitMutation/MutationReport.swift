import Foundation
import VIPKitCore

/// The result of a mutation run, as data: text and JSON are two renderings of it.
package struct MutationReport: Encodable, Sendable {
  struct Entry: Encodable, Sendable {
    let id: Int
    let status: Mutant.Status
    let line: Int
    let column: Int
    let `operator`: String
    let diff: String
  }

  struct FileEntry: Encodable, Sendable {
    let file: String
    let mutants: [Entry]
  }

  struct Counts: Encodable, Sendable {
    let killed: Int
    let survived: Int
    let timedOut: Int
    let unviable: Int
  }

  struct Timing: Encodable, Sendable {
    let totalSeconds: Double
    let buildSeconds: Double
    let baselineSeconds: Double
    /// Time spent running mutants, divided by the mutants run.
    let secondsPerMutant: Double
  }

  let version = 1
  let package: String
  let counts: Counts
  /// `(killed + timed out) ÷ (killed + survived + timed out)`, in percent; `null` when no
  /// mutant ran.
  let score: Double?
  let files: [FileEntry]
  let timing: Timing

  package init(package: String, result: MutationRunner.Result) {
    self.package = package
    let mutants = result.mutants
    func count(_ status: Mutant.Status) -> Int { mutants.filter { $0.status == status }.count }
    counts = Counts(
      killed: count(.killed), survived: count(.survived), timedOut: count(.timedOut),
      unviable: count(.unviable))
    let detected = counts.killed + counts.timedOut
    let counted = detected + counts.survived
    score = counted == 0 ? nil : (Double(detected) * 100 / Double(counted))
    let order: [Mutant.Status] = [.survived, .timedOut, .killed, .unviable, .pending]
    files = Dictionary(grouping: mutants, by: \.file).keys.sorted().map { file in
      FileEntry(
        file: file,
        mutants: mutants.filter { $0.file == file }
          .sorted {
            (order.firstIndex(of: $0.status) ?? 0, $0.location.line, $0.location.column)
              < (order.firstIndex(of: $1.status) ?? 0, $1.location.line, $1.location.column)
          }
          .map {
            Entry(
              id: $0.id, status: $0.status, line: $0.location.line, column: $0.location.column,
              operator: $0.operatorName, diff: $0.diff)
          })
    }
    let ran = counted
    timing = Timing(
      totalSeconds: result.seconds, buildSeconds: result.buildSeconds,
      baselineSeconds: result.baselineSeconds,
      secondsPerMutant: ran == 0
        ? 0 : (result.seconds - result.buildSeconds - result.baselineSeconds) / Double(ran))
  }

  /// `74%`, or `73.9%`: one decimal when the score is not whole, so the figure shown is the
  /// figure `--threshold` compares with.
  package static func percent(_ score: Double) -> String {
    let tenths = (score * 10).rounded() / 10
    return tenths == tenths.rounded() ? "\(Int(tenths))%" : String(format: "%.1f%%", tenths)
  }

  private enum CodingKeys: String, CodingKey {
    case version, package, counts, score, files, timing
  }

  /// Writes `score` as `null` when no mutant ran, as the schema says, rather than leaving
  /// the key out.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(package, forKey: .package)
    try container.encode(counts, forKey: .counts)
    if let score {
      try container.encode(score, forKey: .score)
    } else {
      try container.encodeNil(forKey: .score)
    }
    try container.encode(files, forKey: .files)
    try container.encode(timing, forKey: .timing)
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
        case .unviable: status = style.dim("unviable ")
        case .pending: status = "pending  "
        }
        let place = "\(file.file):\(entry.line):\(entry.column)"
        lines.append("  \(status)  \(place)  \(entry.operator)  \(entry.diff)")
      }
    }
    lines.append("")
    if let score {
      lines.append(
        "Score: \(Self.percent(score)) = (killed \(counts.killed) + timed out \(counts.timedOut))"
          + " ÷ (killed \(counts.killed) + survived \(counts.survived) + timed out \(counts.timedOut))."
          + " Timed-out mutants count as detected; unviable ones are not counted.")
    } else {
      lines.append("Score: none, no mutant ran (\(counts.unviable) unviable).")
    }
    let planned = counts.killed + counts.survived + counts.timedOut + counts.unviable
    if planned > 0 {
      lines.append(
        "Unviable: \(counts.unviable) of \(planned) mutants (\(Self.percent(Double(counts.unviable) * 100 / Double(planned)))) did not compile; each cost a rebuild."
      )
    }
    if counts.survived > 0 {
      lines.append(
        "Each survivor is a change no test noticed: write the test that fails on it, or mark "
          + "the line `// vipkit:disable-next-line` if the change is equivalent (say why).")
    }
    lines.append(
      String(
        format: "Time: %.1f s (one build %.1f s, baseline %@, %@ a mutant).", timing.totalSeconds,
        timing.buildSeconds, MutationRunner.format(timing.baselineSeconds),
        MutationRunner.format(timing.secondsPerMutant)))
    return lines.joined(separator: "\n")
  }
}
