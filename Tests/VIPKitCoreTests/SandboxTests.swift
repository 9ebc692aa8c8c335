import Foundation
import Testing

@testable import VIPKitCore

#if canImport(Glibc)
  import Glibc
#endif

@Suite("The sandbox for code that is not trusted")
struct SandboxTests {
  @Test("paths in the shown folder move to /submission; others stay as they are")
  func visiblePaths() {
    let folder = URL(fileURLWithPath: "/tmp/run/submission")
    #expect(Sandbox.visiblePath("/tmp/run/submission", in: folder) == "/submission")
    #expect(
      Sandbox.visiblePath("/tmp/run/submission/.test/X.xctest", in: folder)
        == "/submission/.test/X.xctest")
    #expect(Sandbox.visiblePath("/tmp/run/submission-2/x", in: folder) == "/tmp/run/submission-2/x")
    #expect(Sandbox.visiblePath("--list-tests", in: folder) == "--list-tests")
  }

  @Test(
    "a swift that only hands over (a wrapper in another folder) still finds its toolchain, never the wrapper's folder"
  )
  func toolchainBehindAWrapper() throws {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let real = try #require(Sandbox.toolchain(searching: path))
    #expect(FileManager.default.isExecutableFile(atPath: real + "/bin/swift"))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-wrapper-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let wrapper = folder.appendingPathComponent("swift")
    func write(_ script: String) throws {
      try script.write(to: wrapper, atomically: true, encoding: .utf8)
      chmod(wrapper.path, 0o755)
    }
    try write("#!/bin/sh\nexec '\(real)/bin/swift' \"$@\"\n")
    let found = Sandbox.toolchain(searching: folder.path + ":" + path)
    #expect(found == real)
    #expect(found?.hasPrefix(folder.path) == false)
    // A wrapper that hands over to nothing names no toolchain, and no folder of its own.
    try write("#!/bin/sh\nexit 1\n")
    #expect(Sandbox.toolchain(searching: folder.path + ":" + path) == nil)
  }

  @Test("the mount table escapes what would split its fields, and shows the folder read-only")
  func table() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit sandbox table \(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("tmp"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let sandbox = Sandbox(method: .userNamespace)
    let table = sandbox.fstab(showing: folder, skeleton: URL(fileURLWithPath: "/s k"))
    let lines = table.split(separator: "\n").map(String.init)
    #expect(lines.first == "/s\\040k /s\\040k none bind,ro 0 0")
    let escaped = Sandbox.escaped(folder.standardizedFileURL.path)
    #expect(escaped.contains("\\040") && !escaped.contains(" "))
    #expect(lines.contains("\(escaped) /s\\040k/submission none bind,ro 0 0"))
    #expect(lines.contains("/s\\040k/tmp /s\\040k/submission/tmp none bind 0 0"))
    #expect(lines.contains { $0.hasPrefix("proc /s\\040k/proc proc ") })
    #expect(lines.contains { $0.hasPrefix("vipkit-tmp /s\\040k/tmp tmpfs size=\(64 << 20),") })
    // Every line has its six fields: nothing in a path split one.
    #expect(lines.allSatisfy { $0.split(separator: " ").count == 6 }, "\(lines)")
  }

  #if os(Linux)
    /// A folder to show, a file of the host's outside it, and the sandbox this host gives.
    struct Host {
      let folder: URL
      let outside: URL
      let sandbox: Sandbox

      init() throws {
        let user = geteuid() == 0 ? Confinement.User.named("nobody") : nil
        sandbox = try Sandbox.available(for: user).get()
        let base = FileManager.default.temporaryDirectory
          .appendingPathComponent("vipkit-sandbox-test-\(UUID().uuidString)")
        folder = base.appendingPathComponent("shown")
        outside = base.appendingPathComponent("classmate.swift")
        try FileManager.default.createDirectory(
          at: folder.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
          at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        try "given".write(
          to: folder.appendingPathComponent("given.txt"), atomically: true, encoding: .utf8)
        try "CLASSMATE SECRET".write(to: outside, atomically: true, encoding: .utf8)
        for path in [base.path, folder.path, folder.appendingPathComponent("tmp").path] {
          chmod(path, 0o755)
        }
        chmod(folder.appendingPathComponent("out").path, 0o777)
        chmod(folder.appendingPathComponent("given.txt").path, 0o644)
        chmod(outside.path, 0o644)
      }

      func remove() {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
      }

      /// Runs `script` with `sh` in the sandbox; its output.
      func run(_ script: String, processes: Int? = nil, method: Sandbox.Method? = nil)
        -> ChildProcess.Outcome
      {
        var sandbox = sandbox
        if let method { sandbox.method = method }
        sandbox.scratchBytes = 8 << 20
        if let processes { sandbox.processLimit = processes }
        return ChildProcess.run(
          "/bin/sh", ["-c", script], in: folder, timeout: 60,
          confinement: Confinement(supervised: true, sandbox: sandbox))
      }
    }

    static var hasSandbox: Bool {
      let user = geteuid() == 0 ? Confinement.User.named("nobody") : nil
      switch Sandbox.available(for: user) {
      case .success: return true
      case .failure(let reason):
        print("Skipping the sandbox's own tests: \(reason)")
        return false
      }
    }

    @Test(
      "inside: the given folder read-only, nothing else of the host, a bounded scratch folder",
      .enabled(if: hasSandbox))
    func view() throws {
      let host = try Host()
      defer { host.remove() }
      let outside = host.outside.path
      let run = host.run(
        """
        echo "pwd=$(pwd)"
        echo "given=$(cat given.txt)"
        echo changed > given.txt 2>/dev/null && echo "wrote-given"
        cat \(Shell.quote(outside)) 2>/dev/null && echo "read-outside"
        ls /home /root 2>/dev/null && echo "saw-homes"
        dd if=/dev/zero of=/tmp/fill bs=1M count=32 2>/dev/null; echo "scratch=$(wc -c < /tmp/fill)"
        echo "home-tmp=$(ls tmp)"
        echo "interfaces=$(tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' ' | tr '\\n' ,)"
        echo "processes=$(ls /proc | grep -c '^[0-9]')"
        echo "capabilities=$(grep CapEff /proc/self/status | tr -d '\\t')"
        """)
      let output = run.output
      #expect(run.succeeded, "\(output)")
      #expect(output.contains("pwd=/submission"), "\(output)")
      #expect(output.contains("given=given"))
      #expect(!output.contains("wrote-given"))
      #expect(!output.contains("read-outside"))
      #expect(!output.contains("saw-homes"))
      // The scratch folder is full at its size (8 MB here), well before the 32 MB asked for.
      let scratch = output.split(separator: "\n").first { $0.hasPrefix("scratch=") }
      let written = scratch.flatMap { Int($0.dropFirst("scratch=".count)) } ?? -1
      #expect(written > 0 && written <= 8 << 20, "\(output)")
      // The given folder's tmp is the same scratch folder.
      #expect(output.contains("home-tmp=fill"), "\(output)")
      #expect(output.contains("interfaces=lo,\n"), "\(output)")
      #expect(output.contains("capabilities=CapEff:0000000000000000"), "\(output)")
      let processes = output.split(separator: "\n").first { $0.hasPrefix("processes=") }
      #expect((processes.flatMap { Int($0.dropFirst("processes=".count)) } ?? 99) < 10, "\(output)")
      #expect(
        try String(contentsOf: host.folder.appendingPathComponent("given.txt"), encoding: .utf8)
          == "given")
    }

    @Test(
      "it gets none of the grader's descriptors, cannot make namespaces, and as root runs as nobody",
      .enabled(if: hasSandbox))
    func account() throws {
      let host = try Host()
      defer { host.remove() }
      // A descriptor this process holds open meanwhile, as the grader holds its listener.
      let held = open(host.outside.path, O_RDONLY)
      defer { close(held) }
      let marker = "28.\(Int.random(in: 100_000...999_999))"
      let script = """
        echo "descriptors:"; ls /proc/$$/fd; echo "end of descriptors"
        unshare --user --map-root-user true 2>/dev/null && echo "made-a-namespace"
        sleep \(marker) &
        sleep 2; echo done
        """
      // The sandbox runs while its sleeper's account is read from the host's side.
      let outcomes = [0, 1].concurrentMap(jobs: 2) { job -> String in
        if job == 0 { return host.run(script).output }
        Thread.sleep(forTimeInterval: 1)
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        where Int(entry) != nil {
          guard
            let line = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
            String(decoding: line, as: UTF8.self).hasPrefix("sleep\u{0}\(marker)"),
            let status = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8)
          else { continue }
          return status.split(separator: "\n").first { $0.hasPrefix("Uid:") }.map(String.init)
            ?? "no Uid line"
        }
        return "not found"
      }
      let output = outcomes[0]
      // Listed by a child with no redirection, so the shell opens nothing meanwhile.
      #expect(output.contains("descriptors:\n0\n1\n2\nend of descriptors"), "\(output)")
      #expect(!output.contains("made-a-namespace"), "\(output)")
      #expect(output.contains("done"))
      let uid = outcomes[1].split(whereSeparator: \.isWhitespace).dropFirst().first
      #expect(uid.flatMap { uid_t($0) } == (host.sandbox.user?.uid ?? geteuid()), "\(outcomes[1])")
    }

    @Test(
      "made by root for root's own account, it still keeps no capability",
      .enabled(if: geteuid() == 0 && hasSandbox))
    func rootWithoutUser() throws {
      let host = try Host()
      defer { host.remove() }
      let run = host.run(
        "grep CapEff /proc/self/status | tr -d '\\t'; mount -o remount,rw /submission 2>/dev/null && echo remounted",
        method: .rootNamespaces)
      // As root, `Host` names nobody; for root's own account the sandbox has no user.
      var sandbox = host.sandbox
      sandbox.user = nil
      sandbox.method = .rootNamespaces
      let own = ChildProcess.run(
        "/bin/sh",
        [
          "-c",
          "grep CapEff /proc/self/status | tr -d '\\t'; mount -o remount,rw /submission 2>/dev/null && echo remounted",
        ],
        in: host.folder, timeout: 60, confinement: Confinement(supervised: true, sandbox: sandbox))
      for outcome in [run, own] {
        #expect(outcome.output.contains("CapEff:0000000000000000"), "\(outcome.output)")
        #expect(!outcome.output.contains("remounted"), "\(outcome.output)")
      }
    }

    @Test(
      "a folder mounted inside a system folder is read-only inside too, to root's own account",
      .enabled(if: geteuid() == 0 && hasSandbox))
    func submounts() throws {
      let host = try Host()
      defer { host.remove() }
      // A tmpfs (mode 1777: anyone may write) under /usr, as a container's mounts are.
      let point = "/usr/local/vipkit-submount-\(UUID().uuidString)"
      try FileManager.default.createDirectory(atPath: point, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: point) }
      let mounted = ChildProcess.run("/bin/mount", ["-t", "tmpfs", "-o", "size=1m", "none", point])
      try #require(mounted.succeeded, "\(mounted.output)")
      defer { _ = ChildProcess.run("/bin/umount", ["-l", point]) }
      var own = host.sandbox
      own.user = nil
      own.method = .rootNamespaces
      for sandbox in [host.sandbox, own] {
        let run = ChildProcess.run(
          "/bin/sh",
          ["-c", "ls -d \(point) && touch \(point)/x 2>/dev/null && echo wrote; echo done"],
          in: host.folder, timeout: 60, confinement: Confinement(supervised: true, sandbox: sandbox)
        )
        #expect(run.output.contains(point) && run.output.contains("done"), "\(run.output)")
        #expect(!run.output.contains("wrote"), "\(run.output)")
      }
      #expect(!FileManager.default.fileExists(atPath: point + "/x"))
    }

    @Test(
      "forking without bound stops at the limit inside; a neighbour still starts its processes, and nothing is left",
      .enabled(if: hasSandbox))
    func processes() throws {
      let host = try Host()
      defer { host.remove() }
      // A duration of its own, so that its sleepers are told from any other process.
      let marker = "29.\(Int.random(in: 100_000...999_999))"
      let bomb = """
        n=0; while [ $n -lt 400 ]; do sleep \(marker) 2>/dev/null & [ $? -eq 0 ] || break; n=$((n+1)); done
        echo "started=$n"
        """
      let neighbour = """
        sleep 1; n=0; while [ $n -lt 40 ]; do sleep 1 & n=$((n+1)); done; wait; echo "neighbour=$n"
        """
      let outcomes = [bomb, neighbour].concurrentMap(jobs: 2) { script in
        host.run(script, processes: 64)
      }
      #expect(!outcomes[0].output.contains("started=400"), "\(outcomes[0].output)")
      #expect(outcomes[1].output.contains("neighbour=40"), "\(outcomes[1].output)")
      let left = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter {
        guard Int($0) != nil,
          let line = FileManager.default.contents(atPath: "/proc/\($0)/cmdline")
        else { return false }
        return String(decoding: line, as: UTF8.self).contains(marker)
      }
      #expect(left.isEmpty, "still running: \(left)")
    }

    @Test("a program's signal and status come out as they went in", .enabled(if: hasSandbox))
    func outcome() throws {
      let host = try Host()
      defer { host.remove() }
      #expect(host.run("exit 3").status == 3)
      let killed = host.run("kill -SEGV $$")
      #expect(killed.signal == SIGSEGV, "\(killed)")
      // Its parent is the sandbox's first process, which nothing inside may signal.
      let parent = host.run("kill -KILL $PPID; echo alive")
      #expect(parent.output.contains("alive"), "\(parent.output)")
    }
  #endif
}
