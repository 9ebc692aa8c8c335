import Foundation
import Testing

@testable import VIPKitGrading

/// `summary.html`, from entries: the histograms count the right students, a name is text,
/// never markup, and the page needs nothing outside itself.
@Suite("The class summary page")
struct ClassSummaryPageTests {
  static func entry(_ key: String, name: String, scores: [Double], problems: [String] = [])
    throws -> ClassEntry
  {
    let exercises = scores.enumerated().map { index, score in
      let lost = score < 10 ? [String(reflecting: "E\(index + 1) › Tests")] : []
      return """
        {"number": \(index + 1), "title": "E\(index + 1)", "score": \(score), "maximum": 10,
         "lost": [\(lost.joined())], "status": "graded"}
        """
    }
    let json = """
      {"key": \(String(reflecting: key)), "id": "", "name": \(String(reflecting: name)), "email": "",
       "fingerprint": "", "exercises": [\(exercises.joined(separator: ","))],
       "score": \(scores.reduce(0, +)), "maximum": \(Double(scores.count) * 10),
       "problems": \(problems.map { String(reflecting: $0) })}
      """
    return try JSONDecoder().decode(ClassEntry.self, from: Data(json.utf8))
  }

  @Test("per exercise, each student in one bar: full marks apart, the rest by tenths")
  func histograms() throws {
    let page = ClassSummaryPage(
      plan: [(1, "E1", 10), (2, "E2", 10)],
      entries: [
        try Self.entry("a", name: "Ann", scores: [10, 0]),
        try Self.entry("b", name: "Ben", scores: [10, 9.5]),
        try Self.entry("c", name: "Cy", scores: [4.5, 9.99]),
      ]
    ).html()
    let first = try #require(page.components(separatedBy: "id=\"exercise-1\"").last)
    let histogram = try #require(first.components(separatedBy: "</svg>").first)
    #expect(histogram.contains("<title>full marks: 2 students</title>"))
    #expect(histogram.contains("<title>40–49%: 1 student</title>"))
    let second =
      try #require(page.components(separatedBy: "id=\"exercise-2\"").last)
      .components(separatedBy: "</svg>").first ?? ""
    #expect(second.contains("<title>0–9%: 1 student</title>"))
    #expect(second.contains("<title>90–99%: 2 students</title>"))
    #expect(page.contains("mean 8.17, median 10 of 10"))
  }

  @Test("a name or a problem is shown as text: a student cannot put markup in the page")
  func escaping() throws {
    let page = ClassSummaryPage(
      plan: [(1, "E1", 10)],
      entries: [
        try Self.entry(
          "x\"><script>", name: "<img src=x onerror=alert(1)>", scores: [0],
          problems: ["<script>alert(1)</script>"])
      ]
    ).html()
    #expect(!page.contains("<script") && !page.contains("<img"))
    #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;"))
    #expect(page.contains("href=\"x%22%3E%3Cscript%3E/report.txt\""))
  }

  @Test("the page stands alone: no script, no stylesheet or font fetched, no network")
  func selfContained() throws {
    let page = ClassSummaryPage(
      plan: [(1, "E1", 10)], entries: [try Self.entry("a", name: "Ann", scores: [10])]
    ).html()
    for forbidden in ["<script", "<link", "@import", "http:", "https:", "url("] {
      #expect(!page.contains(forbidden), "\(forbidden)")
    }
    #expect(page.contains("None: every submission built, ran and stayed within bounds."))
  }
}
