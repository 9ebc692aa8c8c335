import Foundation

/// Who reads a finding, and so how it ends.
///
/// A team checking its app wants the exact fix: the line to add, the declaration to change.
/// A student doing an exercise wants the same finding to teach: what is wrong, why it matters
/// in VIP, and where to look, with the line itself left to them (it is the last rung of the
/// exercise's hint ladder, `vipkit hint`). Both voices are written from one `Advice`, so they
/// never say different things about the same finding.
///
/// The course voice is chosen by the package: a package whose folder holds a hint ladder
/// (`.hints.md`, as every exercise does) speaks to a student, since the ladder is where the fix
/// lives; `swift test`, `vipkit watch` and the grader all run tests from the package's folder.
/// `VIPKIT_VOICE=team` or `=course` overrides it (an instructor who wants the fix at once).
enum Voice: String, Sendable {
  case team
  case course

  /// The voice of this test process: read once, since neither the folder nor the
  /// environment changes while tests run.
  static var current: Voice { forced ?? detected }

  /// Set by the harness's own tests, to read a finding in each voice.
  @TaskLocal static var forced: Voice?

  /// The name of the file that marks a package as an exercise of a course.
  static let ladderFile = ".hints.md"

  /// The course voice's last line: the command that climbs the exercise's hint ladder, with
  /// the exercise's number when the tests run in its folder (`01-the-vip-cycle`).
  static let stuck: String = {
    let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).lastPathComponent
    let digits = folder.prefix(2)
    if digits.count == 2, digits.allSatisfy(\.isNumber), folder.dropFirst(2).hasPrefix("-"),
      let number = Int(digits)
    {
      // A number of two digits: nothing a shell would read otherwise (and the harness has
      // no `Shell.quote`, which lives in the tool's modules).
      return "Stuck? `swift run vipkit hint " + String(number)
        + "` from the kit's folder gives a hint, one step at a time."
    }
    return "Stuck? `vipkit hint` gives a hint, one step at a time."
  }()

  private static let detected: Voice = {
    if let chosen = ProcessInfo.processInfo.environment["VIPKIT_VOICE"].flatMap(Voice.init) {
      return chosen
    }
    let folder = FileManager.default.currentDirectoryPath
    let ladder = URL(fileURLWithPath: folder).appendingPathComponent(ladderFile).path
    return FileManager.default.fileExists(atPath: ladder) ? .course : .team
  }()
}

/// One finding's advice, for both voices: `fix` is the team's (the exact change, as a
/// sentence that starts "Fix:"); `why` and `place` are the student's (what the VIP idea is, and
/// where to look), which end with the command that shows the next hint.
struct Advice {
  var fix: String
  var why: String
  var place: String
  /// A line for both voices, after the fix or the place (what the harness checks next).
  var note: String? = nil

  /// The advice in `voice`.
  func text(_ voice: Voice = .current) -> String {
    let note = note.map { "\n" + $0 } ?? ""
    switch voice {
    case .team:
      return fix + note
    case .course:
      return "Why it matters: \(why)\nWhere to look: \(place)\(note)\n" + Voice.stuck
    }
  }
}
