import Foundation
import VIPKitCore
import VIPKitCourse

/// A student's submission as the grader reads it: the folder of each exercise, and only the
/// files the student owns, taken as plain files. Nothing is ever written into it.
///
/// A submission may be the student's clone of the kit, its `Exercises/` folder, or a folder of
/// `NN-slug/` folders (like `Solutions/`). What is not a plain file is left out, with a note:
/// symbolic links (which could point at the instructor's files), hidden files and build
/// products, files with control characters in their names, and files too large to be source.
package struct SubmissionFolder: Sendable {
  /// The files a student owns in one exercise, and what was left out and why.
  package struct StudentFiles: Sendable {
    /// Relative path in the exercise → the file in the submission.
    package var files: [String: URL] = [:]
    package var notes: [String] = []
    /// Whether the folder is a whole exercise (it has a Package.swift): its student folders
    /// then replace the course's, so a file the student deleted stays deleted. Otherwise (a
    /// folder of changed files, like `Solutions/NN-slug`) its files are laid over the course's.
    package var isWholeExercise = false
  }

  /// The largest file taken, and the most files taken from one exercise.
  package static let fileSizeLimit = 1 << 20
  package static let fileCountLimit = 2_000

  package let root: URL
  /// Where the `NN-slug` folders are.
  let exercisesFolder: URL

  /// - Throws: a diagnostic when `root` is not a folder.
  package init(root: URL) throws(Diagnostic) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw Diagnostic(
        .error, "no submission at \(root.path): it is not a folder",
        notes: [
          "Pass the student's clone of the kit, its Exercises/ folder, or a folder of NN-slug folders."
        ])
    }
    self.root = root
    let nested = root.appendingPathComponent("Exercises", isDirectory: true)
    exercisesFolder = Self.kind(of: nested) == .typeDirectory ? nested : root
  }

  /// The submission's folder for `exercise`: the same `NN-slug` name, else the only folder
  /// numbered `NN`. `nil` when there is none (or it is a symbolic link).
  package func folder(for exercise: Course.Exercise) -> URL? {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: exercisesFolder.path)) ?? []
    let exact = names.first {
      $0 == exercise.relativePath.split(separator: "/").last.map(String.init)
    }
    let numbered = names.filter { $0.hasPrefix(String(format: "%02d-", exercise.number)) }
    guard let name = exact ?? (numbered.count == 1 ? numbered[0] : nil) else { return nil }
    let folder = exercisesFolder.appendingPathComponent(name, isDirectory: true)
    return Self.kind(of: folder) == .typeDirectory ? folder : nil
  }

  /// The student's files in `folder` under the `owned` paths.
  package func studentFiles(in folder: URL, owned: [String]) -> StudentFiles {
    var result = StudentFiles()
    result.isWholeExercise = Self.kind(of: folder.appendingPathComponent("Package.swift")) != nil
    for path in owned {
      collect(folder.appendingPathComponent(path), relative: path, into: &result)
    }
    return result
  }

  private func collect(_ url: URL, relative: String, into result: inout StudentFiles) {
    guard let kind = Self.kind(of: url) else { return }
    let name = url.lastPathComponent
    if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f }) {
      result.notes.append("\(Self.printable(relative)): left out, its name has control characters")
      return
    }
    switch kind {
    case .typeSymbolicLink:
      let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "?"
      let resolved = URL(fileURLWithPath: target, relativeTo: url.deletingLastPathComponent())
        .standardizedFileURL.path
      let inside = resolved.hasPrefix(root.standardizedFileURL.path + "/")
      result.notes.append(
        "\(relative): left out, it is a symbolic link to \(target)"
          + (inside ? "" : ", outside the submission"))
    case .typeDirectory:
      if name.hasPrefix("."), relative.contains("/") { return }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      for child in names.sorted() {
        collect(url.appendingPathComponent(child), relative: relative + "/" + child, into: &result)
      }
    case .typeRegular:
      if name.hasPrefix(".") { return }
      let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
      if size > Self.fileSizeLimit {
        result.notes.append("\(relative): left out, it is larger than 1 MB")
      } else if result.files.count >= Self.fileCountLimit {
        if !result.notes.contains(where: { $0.hasPrefix("more than") }) {
          result.notes.append("more than \(Self.fileCountLimit) files: the rest were left out")
        }
      } else {
        result.files[relative] = url
      }
    default:
      result.notes.append("\(relative): left out, it is not a plain file")
    }
  }

  /// The file's own type, never its target's: a symbolic link is reported as one.
  static func kind(of url: URL) -> FileAttributeType? {
    (try? FileManager.default.attributesOfItem(atPath: url.path)[.type]) as? FileAttributeType
  }

  private static func printable(_ text: String) -> String {
    String(
      text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7f ? "?" : Character($0) })
  }
}
