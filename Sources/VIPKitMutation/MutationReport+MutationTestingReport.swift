import VIPKitCore
import VIPKitSyntax

/// The report as the mutation-testing-elements JSON (`MutationTestingReport`): every mutant
/// with its stable ID, status, place and replacement; every file's source, so a viewer can
/// show each mutant in it; the tests, by the test file that declares them, with what each
/// killed and reached.
extension MutationReport {
  /// - Parameters:
  ///   - source: a mutated file's text, by its path in the report (`nil`: not readable; its
  ///     columns are then left in bytes, and its source empty: the caller says so).
  ///   - testFiles: the package's test files (path, text), to place each test in its file.
  ///   - projectRoot: where the paths are from.
  ///   - threshold: `--threshold`, the low line (default 60); high is 80, or the low line
  ///     when that is higher.
  ///   - ci: whether the run is in a CI job.
  package func mutationTestingReport(
    source: (String) -> String?, testFiles: [(path: String, text: String)],
    projectRoot: String?, threshold: Double?, ci: Bool
  ) -> MutationTestingReport {
    var files: [String: MutationTestingReport.File] = [:]
    for file in self.files {
      let text = source(file.file)
      let columns = text.map(CharacterColumns.init)
      files[file.file] = .init(
        language: "swift", source: text ?? "",
        mutants: file.mutants.map { entry in
          let start =
            columns?.position(line: entry.line, byteColumn: entry.column)
            ?? .init(line: entry.line, column: entry.column)
          // A report from before version 3 has no end: the rest of the line is marked.
          let end =
            entry.endLine.map { line in
              columns?.position(line: line, byteColumn: entry.endColumn ?? entry.column + 1)
                ?? .init(line: line, column: entry.endColumn ?? entry.column + 1)
            } ?? columns?.endOfLine(entry.line) ?? .init(line: entry.line, column: entry.column + 1)
          return MutationTestingReport.Mutant(
            id: entry.key ?? String(entry.id), mutatorName: entry.operator,
            replacement: entry.replacement,
            description: Undetected.change(entry.diff),
            location: .init(start: start, end: end), status: Self.status(entry.status),
            statusReason: Self.reason(entry), killedBy: entry.killedBy,
            coveredBy: entry.coveredBy)
        })
    }
    let low = threshold.map { Int($0.rounded(.down)) } ?? 60
    let ms = { (seconds: Double) in (seconds * 1000).rounded() }
    return MutationTestingReport(
      thresholds: .init(high: max(80, low), low: low), projectRoot: projectRoot, files: files,
      testFiles: tests.map { Self.testFiles($0, in: testFiles) },
      performance: .init(
        setup: ms(timing.buildSeconds), initialRun: ms(timing.baselineSeconds),
        mutation: ms(max(0, timing.totalSeconds - timing.buildSeconds - timing.baselineSeconds))),
      framework: .init(name: "VIPKit", version: VIPKitVersion.current), system: .init(ci: ci))
  }

  /// The schema's name for a status.
  static func status(_ status: Mutant.Status) -> String {
    switch status {
    case .killed: "Killed"
    case .survived: "Survived"
    case .timedOut: "Timeout"
    case .noCoverage: "NoCoverage"
    case .unviable: "CompileError"
    case .pending: "Pending"
    }
  }

  /// Why the mutant has its status, in a sentence (and, for a survivor with
  /// `--suggest-tests`, the test that catches it).
  private static func reason(_ entry: Entry) -> String {
    switch entry.status {
    case .killed:
      guard let killers = entry.killedBy, !killers.isEmpty else { return "A test failed." }
      return "Failed: " + killers.map(TestName.shortName(of:)).joined(separator: ", ") + "."
    case .survived:
      let suggestion = Undetected(file: "", entry: entry).suggestion.map {
        " " + $0.prefix(1).uppercased() + $0.dropFirst() + "."
      }
      return "Every test that reaches it passed." + (suggestion ?? "")
    case .timedOut: return "The tests ran past the time limit: counted as detected."
    case .noCoverage: return "No test runs this code."
    case .unviable: return "The change does not compile: not counted."
    case .pending: return "Not run."
    }
  }

  /// Each test under the test file that declares it (found by its type or function), else
  /// under its class or suite; with the function's place when the file has it.
  private static func testFiles(
    _ ids: [String], in files: [(path: String, text: String)]
  ) -> [String: MutationTestingReport.TestFile] {
    var result: [String: MutationTestingReport.TestFile] = [:]
    let sorted = files.sorted { $0.path < $1.path }
    for id in ids.sorted() {
      let file =
        sorted.first {
          TestName.isDeclared(id, in: $0.text) && TestName.functionOffset(id, in: $0.text) != nil
        } ?? sorted.first { TestName.isDeclared(id, in: $0.text) }
      var test = MutationTestingReport.Test(id: id, name: TestName.shortName(of: id))
      guard let file else {
        // By class or suite (`Module.Outer.Inner`), or the module for a free function.
        let type =
          id.lastIndex(of: "/").map { String(id[..<$0]) }
          ?? String(id.prefix { $0 != "." })
        result[String(type.map { $0 == "/" ? "." : $0 }), default: .init(source: nil, tests: [])]
          .tests.append(test)
        continue
      }
      if let offset = TestName.functionOffset(id, in: file.text) {
        let columns = CharacterColumns(file.text)
        let place = SourceText(path: file.path, bytes: Array(file.text.utf8)).location(of: offset)
        test.location = .init(
          start: columns.position(line: place.line, byteColumn: place.column), end: nil)
      }
      result[file.path, default: .init(source: file.text, tests: [])].tests.append(test)
    }
    return result
  }
}

/// Byte columns as character columns: the viewer counts a line's UTF-16 code units, the
/// report counts bytes, and they differ on a line with an accent or an emoji before the
/// mutant.
private struct CharacterColumns {
  private let lines: [ArraySlice<UInt8>]

  init(_ text: String) {
    lines = Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
  }

  /// Just past the last character of `line`.
  func endOfLine(_ line: Int) -> MutationTestingReport.Position {
    guard line >= 1, line <= lines.count else { return .init(line: max(1, line), column: 1) }
    return position(line: line, byteColumn: lines[line - 1].count + 1)
  }

  func position(line: Int, byteColumn: Int) -> MutationTestingReport.Position {
    guard line >= 1, line <= lines.count else {
      return .init(line: max(1, line), column: byteColumn)
    }
    let bytes = lines[line - 1]
    let prefix = bytes.prefix(max(0, byteColumn - 1))
    return .init(line: line, column: String(decoding: prefix, as: UTF8.self).utf16.count + 1)
  }
}
