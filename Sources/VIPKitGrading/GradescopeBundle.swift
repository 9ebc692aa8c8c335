import Foundation
import VIPKitCore
import VIPKitCourse

/// A ready Gradescope autograder: `setup.sh` (installs Swift, builds vipkit, builds every
/// exercise's reference once), `run_autograder` (grades `/autograder/submission` into
/// `/autograder/results/results.json`), and the course itself under `course/`.
///
/// `run_autograder` reads `AUTOGRADER_ROOT` (default `/autograder`) and `VIPKIT` (default: the
/// vipkit that setup.sh built), so it can be tried against a fake layout anywhere.
package enum GradescopeBundle {
  /// Writes the bundle into `folder` (created; it must be empty or new).
  package static func write(course: Course, to folder: URL) throws(Diagnostic) {
    let manager = FileManager.default
    if let existing = try? manager.contentsOfDirectory(atPath: folder.path), !existing.isEmpty {
      throw Diagnostic(
        .error, "\(folder.path) is not empty",
        notes: ["Give a new or empty folder: the bundle is zipped as it is."])
    }
    let copy = folder.appendingPathComponent("course")
    do {
      try manager.createDirectory(at: copy, withIntermediateDirectories: true)
      let withheld = try withheldSolutionFiles(of: course)
      for path in FileTree.paths(under: course.root) where !withheld.contains(path) {
        let target = copy.appendingPathComponent(path)
        try manager.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.copyItem(at: course.root.appendingPathComponent(path), to: target)
      }
      try write(setup(swiftVersion: swiftVersion()), to: folder.appendingPathComponent("setup.sh"))
      try write(runAutograder, to: folder.appendingPathComponent("run_autograder"))
    } catch {
      throw Diagnostic(
        .error, "could not write the bundle to \(folder.path): \(error.localizedDescription)")
    }
  }

  /// The solution files a grade never needs: those under the paths the student owns, which
  /// the student's own files replace. A solution is shipped only where the student owns
  /// nothing of it (an exercise whose student writes the tests of a given scene), so that no
  /// solution the students write themselves sits in the autograder's image.
  static func withheldSolutionFiles(of course: Course) throws(Diagnostic) -> Set<String> {
    var withheld: Set<String> = []
    for exercise in course.exercises {
      let manifest = try GradingManifest.load(from: exercise.folder)
      let name = exercise.folder.lastPathComponent
      let solution = course.root.appendingPathComponent("Solutions").appendingPathComponent(name)
      // A misconception is a solution with one mistake, a second design another solution:
      // as much an answer as the solution. A kept scene is not (it is the given scene,
      // changed), and the grade needs it.
      for path in FileTree.paths(under: solution)
      where manifest.studentFiles.contains(where: { path == $0 || path.hasPrefix($0 + "/") })
        || (SecondDesign.isBesideTheSolution(path) && !KeptScene.isKept(path))
      {
        withheld.insert("Solutions/\(name)/\(path)")
      }
    }
    return withheld
  }

  private static func write(_ text: String, to url: URL) throws {
    try text.write(to: url, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
  }

  /// `6.3.1`, from the toolchain that writes the bundle: the autograder builds with the same.
  static func swiftVersion() -> String {
    let outcome = ChildProcess.run("swift", ["--version"], timeout: 60)
    guard
      let range = outcome.output.range(of: #"Swift version [0-9.]+"#, options: .regularExpression)
    else { return "6.1" }
    return String(outcome.output[range].dropFirst("Swift version ".count))
  }

  static let runAutograder = """
    #!/usr/bin/env bash
    # Gradescope runs this once per submission. vipkit grades the student's files against the
    # course's tests and writes results.json only once every test process has ended, replacing
    # whatever the student's code may have written there.
    set -uo pipefail
    root=${AUTOGRADER_ROOT:-/autograder}
    course="$root/source/course"
    vipkit=${VIPKIT:-$course/.build/release/vipkit}
    results="$root/results/results.json"
    mkdir -p "$root/results"
    # As root, vipkit runs the student's code as nobody: keep the course (its private tests,
    # and any solution it ships) and the cache out of that user's reach.
    if [ "$(id -u)" -eq 0 ]; then chmod -R go-rwx "$root/source"; fi
    "$vipkit" grade "$root/submission" --course "$course" --format gradescope --output "$results"
    status=$?
    if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
      # vipkit could not grade at all: say so in Gradescope's format rather than leave a
      # missing or forged file.
      printf '{"score": 0, "output": "The autograder could not grade this submission (vipkit exit %s). Please tell your instructor.", "tests": []}\\n' "$status" > "$results.tmp"
      mv -f "$results.tmp" "$results"
    fi
    exit 0

    """

  static func setup(swiftVersion: String) -> String {
    """
    #!/usr/bin/env bash
    # Gradescope runs this once, when the autograder image is built: it installs Swift
    # \(swiftVersion) (the version the bundle was made with), builds vipkit, and grades the
    # course's starters, which builds every exercise's reference and workspace once: each
    # submission then compiles only the student's files.
    set -euo pipefail
    version=\(swiftVersion)
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y curl binutils git gnupg2 libc6-dev \\
      libcurl4-openssl-dev libedit2 libgcc-11-dev libpython3-dev libsqlite3-0 libstdc++-11-dev \\
      libxml2-dev libz3-dev pkg-config tzdata unzip zlib1g-dev
    release="swift-$version-RELEASE"
    curl -fsSL "https://download.swift.org/swift-$version-release/ubuntu2204/$release/$release-ubuntu22.04.tar.gz" |
      tar -xz -C /opt
    ln -sf "/opt/$release-ubuntu22.04/usr/bin/"* /usr/local/bin/
    cd /autograder/source/course
    swift build -c release --product vipkit
    # The starters, graded once, build every exercise's reference and workspace. (The bundle
    # ships no solution the students write themselves: see vipkit's Docs/grading.md.)
    .build/release/vipkit grade Exercises --course . --format json > /dev/null || true

    """
  }
}
