import Foundation
import Testing
import VIPKitCLI
import VIPKitCore

@testable import VIPKitGrading

extension ClassCourseScenarios {
  /// A class with a student who fights back (Fixtures/Hostile/hunter): asked for one item's
  /// label, its presenter hunts the whole disk for classmates' and the instructor's files,
  /// connects to a listener this test opens on the loopback, writes and forks until stopped,
  /// then crashes with what it got, so that it would land in its own report.
  @Suite("A hostile student in a class", .serialized)
  struct HostileClassTests {
    static var hasSandbox: Bool { GradingSandbox.hostHasSandbox }

    @Test(
      "the hunter gets nothing: no classmate, no course file, no connection; its disk and processes bounded; the others graded right",
      .enabled(if: hasSandbox))
    func contained() throws {
      try huntAndCheck()
    }

    /// Without root: the grader itself runs as another account (as a teacher grading on their
    /// own laptop or a CI runner's user would), so the sandbox is made from a user namespace
    /// that an ordinary account makes. As root, this test becomes `nobody` for the whole
    /// grading, through the built `vipkit`; run without root, `contained` above is that case.
    @Test("the same, graded by an account that is not root", .enabled(if: geteuid() == 0))
    func containedWithoutRoot() throws {
      let nobody = try #require(Confinement.User.named("nobody"))
      let vipkit = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("vipkit")
      guard FileManager.default.isExecutableFile(atPath: vipkit.path) else {
        print("Skipping the grading without root: no built vipkit beside the tests")
        return
      }
      let check = ChildProcess.run(
        "setpriv",
        [
          "--reuid=\(nobody.uid)", "--regid=\(nobody.gid)", "--clear-groups", "--",
          "unshare", "--user", "--map-root-user", "--mount", "--pid", "--fork", "--net", "true",
        ])
      guard check.succeeded else {
        print(
          "Skipping the grading without root: this kernel does not let an ordinary account make a user namespace (\(check.output.trimmingCharacters(in: .whitespacesAndNewlines)))"
        )
        return
      }
      try huntAndCheck(runAs: nil, asAccount: nobody, vipkit: vipkit)
    }

    /// Grades the class in this process, or with `vipkit` as `account` (then with a course
    /// and a cache that account can read and write).
    private func huntAndCheck(
      runAs: String? = nil, asAccount account: Confinement.User? = nil, vipkit: URL? = nil
    ) throws {
      let sandbox = try GradingSandbox(in: ClassCourseScenarios.courseFolder)
      defer { sandbox.remove() }
      let listener = try LoopbackListener()
      defer { listener.close() }
      // The class and the course's notes where any account may read them, as clones are.
      let open = FileManager.default.temporaryDirectory
        .appendingPathComponent("vipkit-hostile-\(UUID().uuidString.prefix(8))")
      defer { try? FileManager.default.removeItem(at: open) }
      let classFolder = open.appendingPathComponent("class")
      let secret = UUID().uuidString
      let needle = "VIPKIT-" + "HUNT-TARGET"
      let manager = FileManager.default
      try manager.createDirectory(at: classFolder, withIntermediateDirectories: true)
      let hunter = classFolder.appendingPathComponent("1-mallory")
      try manager.copyItem(
        at: GradingSandbox.fixtures.appendingPathComponent("Hostile/hunter"), to: hunter)
      let source = hunter.appendingPathComponent("01-counter/Sources/Counter/Counter.swift")
      try String(contentsOf: source, encoding: .utf8)
        .replacingOccurrences(of: "__PORT__", with: String(listener.port))
        .write(to: source, atomically: true, encoding: .utf8)
      for name in ["2-alice", "3-bob"] {
        let folder = classFolder.appendingPathComponent(name)
        try manager.copyItem(
          at: GradingSandbox.fixtures.appendingPathComponent("Submissions/correct"), to: folder)
        try manager.removeItem(at: folder.appendingPathComponent("expected.json"))
        try "// \(needle) \(name) \(secret)\n".write(
          to: folder.appendingPathComponent("01-counter/Sources/Counter/Notes.swift"),
          atomically: true, encoding: .utf8)
      }
      let notes = open.appendingPathComponent("course-notes/Solutions/Counter.swift")
      try manager.createDirectory(
        at: notes.deletingLastPathComponent(), withIntermediateDirectories: true)
      try "// \(needle) course \(secret)\n".write(to: notes, atomically: true, encoding: .utf8)
      #expect(chmodReadable(open) == 0)

      var out = sandbox.root.appendingPathComponent("grades")
      var course = sandbox.course
      var extra = runAs.map { ["--run-as", $0] } ?? []
      let home = open.appendingPathComponent("home")
      // The account runs a copy of `vipkit` where it can reach it.
      let copiedVipkit = open.appendingPathComponent("vipkit")
      if let account, let vipkit {
        // The account's own folder: a copy of the course it can read, its cache, the output;
        // and copies of the kit and of `vipkit`, which the account may not reach where they
        // are (a checkout in a folder only its owner enters, as `mktemp -d` makes).
        course = open.appendingPathComponent("course")
        let kit = open.appendingPathComponent("kit")
        for path in FileTree.paths(under: GradingSandbox.kit) {
          let target = kit.appendingPathComponent(path)
          try manager.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
          try manager.copyItem(at: GradingSandbox.kit.appendingPathComponent(path), to: target)
        }
        try manager.createDirectory(at: course, withIntermediateDirectories: true)
        for folder in ["Exercises", "Solutions"] {
          try manager.copyItem(
            at: sandbox.course.appendingPathComponent(folder),
            to: course.appendingPathComponent(folder))
        }
        for path in FileTree.paths(under: course) where path.hasSuffix("Package.swift") {
          let manifest = course.appendingPathComponent(path)
          try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: GradingSandbox.kit.path, with: kit.path)
            .write(to: manifest, atomically: true, encoding: .utf8)
        }
        #expect(chmodReadable(course) == 0)
        #expect(chmodReadable(kit) == 0)
        try manager.copyItem(at: vipkit, to: copiedVipkit)
        #expect(chmod(copiedVipkit.path, 0o755) == 0)
        try #require(
          StudentReach.canRead(copiedVipkit.path, as: account),
          "\(account.name) cannot reach \(open.path): give TMPDIR a folder every account may enter")
        try manager.createDirectory(at: home, withIntermediateDirectories: true)
        #expect(chown(home.path, account.uid, account.gid) == 0)
        out = home.appendingPathComponent("grades")
        extra += ["--cache", home.appendingPathComponent("cache").path]
      }
      let arguments =
        [
          "grade", "--class", classFolder.path, "--out", out.path, "--course", course.path,
          "--timeout", "60", "--jobs", "1",
        ] + extra
      if let account, vipkit != nil {
        let run = ChildProcess.run(
          "setpriv",
          [
            "--reuid=\(account.uid)", "--regid=\(account.gid)", "--clear-groups", "--",
            copiedVipkit.path,
          ]
            + arguments,
          in: home,
          environment: [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": home.path, "TMPDIR": home.path,
          ], timeout: 600)
        #expect(run.succeeded, "\(run.output)")
        #expect(run.output.contains("Graded 3 of 3 students"), "\(run.output)")
      } else {
        let (code, output, errors) = sandbox.vipkit(arguments)
        #expect(code == .success, "\(errors)")
        #expect(output.contains("Graded 3 of 3 students"), "\(output)")
      }

      // No secret in any report of any student, nor in the gradebook and summary.
      for path in FileTree.paths(under: out) {
        let text = String(
          decoding: manager.contents(atPath: out.appendingPathComponent(path).path) ?? Data(),
          as: UTF8.self)
        #expect(!text.contains(secret), "\(path) holds a secret")
      }
      // What the hunter got, from its own crash in its report.
      let report = try String(
        contentsOf: out.appendingPathComponent("1-mallory/report.json"), encoding: .utf8)
      let hunt = try #require(report.range(of: "HUNT: found=[")).upperBound
      let found = String(report[hunt...].prefix { $0 != "]" })
      #expect(!found.contains("2-alice") && !found.contains("3-bob") && !found.contains("course"))
      func figure(_ name: String) -> Int? {
        guard let start = report[hunt...].range(of: " \(name)=")?.upperBound else { return nil }
        return Int(report[start...].prefix { $0.isNumber })
      }
      #expect(report[hunt...].contains("connected=false"))
      #expect(listener.connections == 0, "the listener saw connections")
      // The disk and the processes stop inside the sandbox, at its limits.
      let wrote = try #require(figure("wrote"))
      #expect(wrote > 0 && wrote <= 64 << 20, "wrote \(wrote) bytes")
      let forks = try #require(figure("forks"))
      #expect(forks > 0 && forks < 256, "started \(forks) processes")

      // The classmates graded right, after it; nothing of it left running.
      let gradebook = try String(
        contentsOf: out.appendingPathComponent("gradebook.csv"), encoding: .utf8)
      let rows = CSV.rows(gradebook)
      let header = try #require(rows.first)
      let total = try #require(
        header.lastIndex { $0.lowercased().contains("total") || $0.contains("%") }
          ?? header.indices.last)
      for name in ["2-alice", "3-bob"] {
        let row = try #require(rows.first { $0.contains(name) }, "\(gradebook)")
        #expect(Double(row[total]) == 100, "\(header) \(row)")
      }
      #expect(GradingSandbox.processes(mentioning: "301.25").isEmpty)
    }

    /// Folders 755 and files 644 from `folder` down, as a clone with umask 022 leaves them.
    private func chmodReadable(_ folder: URL) -> Int32 {
      var failures: Int32 = 0
      var current = folder
      chmod(current.path, 0o755)
      for path in FileTree.paths(under: folder) {
        current = folder.appendingPathComponent(path)
        failures += chmod(current.path, 0o644) == 0 ? 0 : 1
        var parent = current.deletingLastPathComponent()
        while parent.path.count > folder.path.count {
          chmod(parent.path, 0o755)
          parent.deleteLastPathComponent()
        }
      }
      return failures
    }
  }
}
