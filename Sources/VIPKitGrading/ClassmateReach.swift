import Foundation
import VIPKitCore

/// Whether one student's code could read another's submission in `grade --class`, and the
/// refusal to start when it could.
///
/// In the sandbox no submission is in its view. Without one, student code runs as an account
/// of the host: the grader's own (which reads every submission), or `nobody` as root (which
/// reads every file a clone leaves world-readable). Grading then starts only when no
/// classmate's file is readable to that account, or when the instructor turned the sandbox
/// off on purpose (`--no-sandbox`, which every report then mentions). Nothing of the
/// instructor's files is changed to make them unreadable: the instructor decides.
enum ClassmateReach {
  /// - Parameter found: the sandbox this host gives (`Grader.Options.studentSandbox`).
  static func check(
    _ students: [ClassRoster.Student], classFolder: URL, options: Grader.Options,
    found: (sandbox: Sandbox?, unavailable: String?)
  ) throws(Diagnostic) {
    guard options.sandbox, found.sandbox == nil, let unavailable = found.unavailable else {
      return
    }
    guard let user = options.studentUser else {
      throw Diagnostic(
        .error,
        "no sandbox on this host (\(unavailable)), so each student's code would run as "
          + "\(Confinement.User.current.name), the grader's own account, and could read every "
          + "classmate's submission",
        notes: [
          "Grade as root (student code then runs as nobody) after making the class folder "
            + "private: chmod -R go-rwx \(Shell.quote(classFolder.path))",
          "Or grade on a host that allows user namespaces (Docs/grading.md, “Isolation”).",
          "Or pass --no-sandbox to grade anyway: every report then says what student code "
            + "could reach.",
        ])
    }
    for student in students {
      guard let folder = student.folder else { continue }
      for path in FileTree.paths(under: folder) {
        let file = folder.appendingPathComponent(path).path
        guard StudentReach.canRead(file, as: user) else { continue }
        throw Diagnostic(
          .error,
          "no sandbox on this host (\(unavailable)), and student code, which runs as "
            + "\(user.name), could read a classmate's file: \(file)",
          notes: [
            "Make the class folder private before grading: chmod -R go-rwx \(Shell.quote(classFolder.path))",
            "Or pass --no-sandbox to grade anyway: every report then says what student code "
              + "could reach.",
          ])
      }
    }
  }
}
