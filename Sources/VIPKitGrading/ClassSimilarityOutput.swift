import Foundation
import VIPKitCore
import VIPKitCourse

/// Writes a class's similarity report into a grading output folder: `similarity.json` (what
/// the summary's section is made from, so a summary written later still has it),
/// `similarity.csv`, and `similarity/` with a page for every flagged pair and the highest
/// ones of each exercise. The summary, when the folder has one, is written again with it.
package enum ClassSimilarityOutput {
  package static let jsonName = "similarity.json"

  /// What was written, for the command's last line.
  package struct Written: Sendable {
    package var report: SimilarityReport

    /// "Similarity: 3 groups in 2 exercises (…)", or that none was found.
    package func sentence(folder: String) -> String {
      let groups = report.exercises.reduce(0) { $0 + $1.groups.count }
      let exercises = report.exercises.filter { !$0.groups.isEmpty }.count
      let time = String(format: "%.1f", report.seconds)
      let found =
        groups == 0
        ? "no pair stands above its exercise's line"
        : "\(groups) group\(groups == 1 ? "" : "s") of students sharing code in \(exercises) "
          + "exercise\(exercises == 1 ? "" : "s")"
      return "Similarity (\(time) s): \(found); \(folder)/similarity.csv, "
        + "\(folder)/summary.html#similarity."
    }
  }

  /// Compares `students` on every exercise of `plan` and writes the report into `output`.
  package static func write(
    students: [ClassRoster.Student], plan: [(Course.Exercise, GradingManifest)], to output: URL
  ) throws(Diagnostic) -> Written {
    let start = Date()
    var compared = ClassSimilarity.compare(students: students, plan: plan)
    // Pages for every flagged pair and the highest of each exercise, named in the report.
    var pages: [(String, String)] = []
    var taken: Set<String> = []
    for index in compared.indices {
      let exercise = compared[index].exercise
      for (rank, pair) in exercise.pairs.enumerated()
      where SimilarityReport.isListed(pair, rank: rank) {
        // Two pairs whose names differ only in characters a file name drops get two pages.
        let base = SimilarityPage.fileName(exercise: exercise.number, pair.first, pair.second)
        var name = base
        var suffix = 2
        while !taken.insert(name).inserted {
          name = base.dropLast(".html".count) + "~\(suffix).html"
          suffix += 1
        }
        compared[index].exercise.pairs[rank].page = "similarity/" + name
        pages.append(
          (
            name,
            SimilarityPage.pair(
              compared[index].exercise.pairs[rank], exercise: compared[index].exercise,
              code: compared[index])
          ))
      }
    }
    let report = SimilarityReport(
      exercises: compared.map(\.exercise), seconds: Date().timeIntervalSince(start))
    let folder = output.appendingPathComponent("similarity")
    do {
      // Pages of an earlier run would name pairs no longer found.
      try? FileManager.default.removeItem(at: folder)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for (name, html) in pages {
        try FileOutput.write([html], to: folder.appendingPathComponent(name))
      }
      try FileOutput.write([report.csv()], to: output.appendingPathComponent("similarity.csv"))
      try FileOutput.write(
        [try JSONOutput.encode(report) + "\n"], to: output.appendingPathComponent(jsonName))
    } catch {
      throw Diagnostic(
        .error,
        "could not write the similarity report to \(output.path): "
          + "\(error.localizedDescription)")
    }
    refreshSummary(in: output, plan: plan.map { ($0.0.number, $0.0.title, $0.1.maximum) })
    return Written(report: report)
  }

  /// `summary.html` written again with the report, when `output` holds a graded class (its
  /// students' `entry.json`).
  private static func refreshSummary(in output: URL, plan: [(Int, String, Double)]) {
    let summary = output.appendingPathComponent("summary.html")
    guard FileManager.default.fileExists(atPath: summary.path) else { return }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
    let entries = names.sorted().compactMap {
      ClassEntry.read(from: output.appendingPathComponent($0))
    }
    guard !entries.isEmpty else { return }
    _ = try? FileOutput.write(
      [ClassSummaryPage(plan: plan, entries: entries, similarity: read(from: output)).html()],
      to: summary)
  }

  /// The report an output folder holds, if any.
  static func read(from output: URL) -> SimilarityReport? {
    guard let data = try? Data(contentsOf: output.appendingPathComponent(jsonName)) else {
      return nil
    }
    return try? JSONDecoder().decode(SimilarityReport.self, from: data)
  }
}
