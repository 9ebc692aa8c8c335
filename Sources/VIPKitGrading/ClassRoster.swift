import Foundation
import VIPKitCore

/// The students of a class and where each one's submission is: every folder of the class
/// folder, or the roster's entries (a CSV with a header) matched to those folders.
///
/// A roster row names a folder or a GitHub user (`folder`, `github`, `github_username`,
/// `login`, `username` or `identifier`), and may give `id` (`student_id`, `sis_id`), `name`
/// and `email`. A folder matches a row when it is named like the row's folder or user, or ends
/// with `-<user>`, as `gh classroom clone student-repos` names them (`login-screen-ada`).
package struct ClassRoster: Sendable {
  package struct Student: Sendable, Equatable {
    /// The name the outputs use (`DIR/<key>/`): the roster's id, else the folder's name.
    package var key: String
    package var id: String
    package var name: String
    package var email: String
    /// The folder or GitHub user the roster names (the folder's name without a roster).
    package var user: String
    /// The submission, or `nil` when no folder matches the roster's row.
    package var folder: URL?
  }

  package var students: [Student]

  /// The class in `folder`, with `roster` (a CSV file) when given.
  package static func load(_ folder: URL, roster: URL?) throws(Diagnostic) -> ClassRoster {
    let folders = submissionFolders(in: folder)
    guard let roster else {
      guard !folders.isEmpty else {
        throw Diagnostic(.error, "\(folder.path) has no submission folder in it")
      }
      return ClassRoster(
        students: folders.map {
          Student(
            key: $0.lastPathComponent, id: $0.lastPathComponent, name: "", email: "",
            user: $0.lastPathComponent, folder: $0)
        })
    }
    guard let text = try? String(contentsOf: roster, encoding: .utf8) else {
      throw Diagnostic(.error, "could not read the roster \(roster.path)")
    }
    let rows = CSV.rows(text)
    guard let header = rows.first?.map({ $0.lowercased().trimmingCharacters(in: .whitespaces) })
    else { throw Diagnostic(.error, "the roster \(roster.path) is empty") }
    func column(_ names: [String]) -> Int? { header.firstIndex { names.contains($0) } }
    guard
      let login = column([
        "folder", "github", "github_username", "login", "username", "identifier",
      ])
    else {
      throw Diagnostic(
        .error, "the roster \(roster.path) names no folder or GitHub user",
        at: SourceLocation(path: roster.path, line: 1, column: 1),
        notes: [
          "Give a column named folder, github_username, login, username or identifier; "
            + "its header is: \(header.joined(separator: ", "))"
        ])
    }
    let id = column(["id", "student_id", "student id", "sis_id", "sis user id"])
    let name = column(["name", "full name", "full_name"])
    let email = column(["email", "email address", "e-mail"])
    var students: [Student] = []
    var keys: Set<String> = []
    for (index, row) in rows.dropFirst().enumerated() {
      func value(_ column: Int?) -> String {
        guard let column, column < row.count else { return "" }
        return row[column].trimmingCharacters(in: .whitespaces)
      }
      let user = value(login)
      guard !user.isEmpty else {
        throw Diagnostic(
          .error, "row \(index + 2) of the roster has no folder or GitHub user",
          at: SourceLocation(path: roster.path, line: index + 2, column: 1))
      }
      let key = Self.safeName(value(id).isEmpty ? user : value(id))
      guard keys.insert(key).inserted else {
        throw Diagnostic(
          .error, "the roster names \(key) twice",
          at: SourceLocation(path: roster.path, line: index + 2, column: 1))
      }
      let folder =
        folders.first { $0.lastPathComponent == user }
        ?? folders.first { $0.lastPathComponent.hasSuffix("-" + user) }
      students.append(
        Student(
          key: key, id: value(id).isEmpty ? user : value(id), name: value(name),
          email: value(email), user: user, folder: folder))
    }
    return ClassRoster(students: students)
  }

  /// The class folder's folders, hidden ones and build folders aside, by name.
  private static func submissionFolders(in folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().filter { !$0.hasPrefix(".") }.map { folder.appendingPathComponent($0) }
      .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
  }

  /// A name fit for a folder: letters, digits, `-`, `_`, `.`, `@`; anything else `_`.
  static func safeName(_ text: String) -> String {
    let safe = String(
      text.map { $0.isLetter || $0.isNumber || "-_.@".contains($0) ? $0 : "_" })
    return safe.isEmpty || safe.hasPrefix(".") ? "_" + safe : safe
  }
}
