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
    case .timedOut:
      return entry.hang?.sentence ?? "The tests ran past the time limit: counted as detected."
    case .noCoverage: return "No test runs this code."
    case .unviable: return "The change does not compile: not counted."
    case .pending: return "Not run."
    }
  }

  /// Each test under the test file that declares it (its type, or for a free Swift Testing
  /// function the function), preferring the file with the function itself, with the
  /// function's place; else under its class or suite. Each file is read once.
  private static func testFiles(
    _ ids: [String], in files: [(path: String, text: String)]
  ) -> [String: MutationTestingReport.TestFile] {
    let outlined = files.sorted { $0.path < $1.path }.map { file in
      (file: file, outline: TestFileOutline(Array(file.text.utf8)))
    }
    var places: [String: (CharacterColumns, SourceText)] = [:]
    var result: [String: MutationTestingReport.TestFile] = [:]
    for id in ids.sorted() {
      let function = String(TestName.shortName(of: id).prefix { $0 != "(" })
      let parts = id.split(separator: "/")
      let type =
        parts.count >= 2 ? parts[parts.count - 2].split(separator: ".").last.map(String.init) : nil
      let declaring = outlined.filter { entry in
        type.map { entry.outline.types.contains($0) } ?? true
      }
      let found =
        declaring.first { $0.outline.functions[function] != nil }
        ?? (type == nil ? nil : declaring.first)
      var test = MutationTestingReport.Test(id: id, name: TestName.shortName(of: id))
      guard let (file, outline) = found else {
        // By class or suite (`Module.Outer.Inner`), or the module for a free function.
        let key =
          id.lastIndex(of: "/").map { String(id[..<$0]) } ?? String(id.prefix { $0 != "." })
        result[String(key.map { $0 == "/" ? "." : $0 }), default: .init(source: nil, tests: [])]
          .tests.append(test)
        continue
      }
      if let offset = outline.functions[function] {
        if places[file.path] == nil {
          places[file.path] = (
            CharacterColumns(file.text),
            SourceText(path: file.path, bytes: Array(file.text.utf8))
          )
        }
        let (columns, source) = places[file.path]!
        let place = source.location(of: offset)
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
