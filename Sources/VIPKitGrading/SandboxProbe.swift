import Foundation
import VIPKitCore
import VIPKitCourse

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `vipkit grade --probe`: what student code could reach on this host, found by running a
/// shell script exactly as grading runs student code (the same account, limits and sandbox),
/// so an instructor sees the host's real exposure before grading, and CI can assert it.
///
/// The script tries to read a file of the course's solutions, a decoy classmate's submission
/// (laid out as `gh classroom clone` leaves one: world-readable), home folders and the cache;
/// to see the grader's process; to connect to a listener the grader opens on its loopback
/// (never any other address: whether the network beyond is reachable is read from the
/// interfaces and routes it sees); and to write and fork until stopped, up to a cap.
package struct SandboxProbe {
  package let course: Course
  package let options: Grader.Options

  /// Where the probes stop when nothing stops them first.
  static let diskCap = 256 << 20
  static let processCap = 1024

  package init(course: Course, options: Grader.Options) {
    self.course = course
    self.options = options
  }

  /// One thing student code tried to reach.
  package struct Finding: Sendable, Equatable {
    package var name: String
    package var reached: Bool
    package var detail: String
  }

  package struct Report: Sendable {
    /// How student code runs here, in a sentence.
    package var how: String
    package var findings: [Finding]
    /// Whether it reached none of the course, a classmate, homes, the cache, the grader's
    /// processes, the loopback or the outside network.
    package var contained: Bool { !findings.contains(where: \.reached) }

    package var text: String {
      var lines = ["What student code can reach on this host", how, ""]
      let width = (findings.map(\.name.count).max() ?? 0) + 2
      for finding in findings {
        lines.append(
          "  " + finding.name.padding(toLength: width, withPad: " ", startingAt: 0)
            + (finding.reached ? "REACHED: " : "no: ") + finding.detail)
      }
      lines.append("")
      lines.append(
        contained
          ? "Contained: student code reaches none of these; its disk and processes are bounded "
            + "as shown."
          : "Not contained: student code reaches what is marked REACHED (Docs/grading.md, "
            + "“Isolation”).")
      return lines.joined(separator: "\n")
    }
  }

  package func run() throws(Diagnostic) -> Report {
    let (sandbox, unavailable) = options.studentSandbox
    let user = options.studentUser ?? .current
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-probe-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: base) }
    let classmate = try decoyClassmate(in: base)
    // The folder it runs in, as grading's: within the student user's reach.
    let reach = try options.studentReach() ?? base
    let folder = reach.appendingPathComponent("probe-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw Diagnostic(.error, "could not create \(folder.path): \(error.localizedDescription)")
    }
    try StudentReach.grant(folder, below: reach, to: user)
    let listener = try LoopbackListener()
    defer { listener.close() }

    let marker = UUID().uuidString
    let temporary = folder.appendingPathComponent("tmp").path
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = temporary
    environment["TMPDIR"] = temporary
    environment[ProcessSweep.variable] = marker
    // Grading makes the cache; the probe looks at it as it will be.
    try? FileManager.default.createDirectory(at: options.cache, withIntermediateDirectories: true)
    let cache = options.cache.standardizedFileURL.path
    let run = ChildProcess.run(
      "/bin/sh",
      [
        "-c", Self.script, "probe", secretFile(), classmate.path, cache, String(getpid()),
        String(listener.port), String(Self.diskCap), String(Self.processCap),
      ],
      in: folder, environment: environment, timeout: 120, outputLimit: 64 << 10,
      confinement: options.studentConfinement)
    ProcessSweep.end(marker: marker)
    let values = Self.values(run.output)
    guard values["done"] != nil else {
      throw Diagnostic(
        .error, "the probe did not finish",
        notes: [run.output.trimmingCharacters(in: .whitespacesAndNewlines)])
    }
    return Report(
      how: describe(sandbox: sandbox, unavailable: unavailable),
      findings: findings(
        values, descriptorList: Self.descriptors(run.output),
        connections: listener.connections, account: user.name, sandboxed: sandbox != nil))
  }

  /// A sentence on how student code runs here.
  private func describe(sandbox: Sandbox?, unavailable: String?) -> String {
    let account =
      options.studentUser.map { "as \($0.name)" }
      ?? "as \(Confinement.User.current.name), the grader's own account"
    if let sandbox {
      return "Student code runs \(account), in a sandbox made with \(sandbox.method.rawValue): "
        + "its own mount, PID, network, IPC and UTS namespaces"
        + (sandbox.loopback ? "." : "; its loopback stays down (no `ip` command here).")
    }
    if let unavailable {
      return "Student code runs \(account), with no sandbox: \(unavailable)."
    }
    return "Student code runs \(account), with no sandbox (--no-sandbox)."
  }

  private func findings(
    _ values: [String: String], descriptorList: [Int], connections: Int, account: String,
    sandboxed: Bool
  ) -> [Finding] {
    func read(_ key: String, _ name: String) -> Finding {
      switch values[key] {
      case "reached": return Finding(name: name, reached: true, detail: "it can read it")
      case "exists":
        return Finding(name: name, reached: false, detail: "in its view, but not readable")
      default: return Finding(name: name, reached: false, detail: "not in its view")
      }
    }
    var findings = [
      read("course", "the course's solutions"),
      read("classmate", "another student's submission"),
      read("cache", "the grading cache"),
    ]
    let homes = values["homes"] ?? "none"
    findings.append(
      Finding(
        name: "home folders", reached: homes != "none",
        detail: homes == "none" ? "none it can list" : "it can list\(homes)"))
    let processes = values["processes-visible"] ?? "?"
    findings.append(
      values["grader"] == "visible"
        ? Finding(
          name: "the grader's processes", reached: true,
          detail: "it sees the grader's process (and \(processes) processes in all)")
        : Finding(
          name: "the grader's processes", reached: false,
          detail: "it sees \(processes) processes, all its own"))
    let loopback: Finding
    switch values["loopback"] {
    case "connected":
      loopback = Finding(
        name: "a listener on the grader's loopback", reached: true,
        detail: "it connected (\(connections) connection\(connections == 1 ? "" : "s") seen)")
    case "unprobed":
      loopback = Finding(
        name: "a listener on the grader's loopback", reached: connections > 0,
        detail: "not tried (no bash for /dev/tcp)")
    default:
      loopback = Finding(
        name: "a listener on the grader's loopback", reached: connections > 0,
        detail: connections > 0
          ? "\(connections) connections seen"
          : "connection refused: it has a loopback of its own")
    }
    findings.append(loopback)
    let interfaces = (values["interfaces"] ?? "").split(separator: " ").filter { $0 != "lo" }
    let routes = Int(values["routes"] ?? "0") ?? 0
    findings.append(
      Finding(
        name: "the network beyond this machine",
        reached: !interfaces.isEmpty || routes > 0,
        detail: interfaces.isEmpty && routes == 0
          ? "no interface but its loopback, no route (not tried: the probe connects to "
            + "loopback only)"
          : "interfaces \(interfaces.joined(separator: ", ")), \(routes) routes (not tried: the "
            + "probe connects to loopback only)"))
    // What the grader's process could hand it: its descriptors, its terminal.
    let descriptors = descriptorList.filter { $0 > 2 }.map(String.init)
    findings.append(
      Finding(
        name: "the grader's descriptors and terminal",
        reached: !descriptors.isEmpty || values["terminal"] == "yes",
        detail: [
          descriptors.isEmpty
            ? "no descriptor but its output" : "descriptors \(descriptors.joined(separator: ", "))",
          values["terminal"] == "yes" ? "a controlling terminal" : "no terminal",
        ].joined(separator: ", ")))
    findings.append(
      Finding(
        name: "namespaces of its own", reached: values["namespaces"] == "yes",
        detail: values["namespaces"] == "yes"
          ? "it can make a user namespace, and with it capabilities over new mounts"
          : "it cannot make any"))
    let disk = Int(values["disk"] ?? "0") ?? 0
    let writable = [
      values["given-folder"] == "writable" ? "its own folder" : nil,
      values["root"] == "writable" ? "/" : nil,
    ].compactMap { $0 }
    findings.append(
      Finding(
        name: "disk", reached: false,
        detail: (disk >= Self.diskCap
          ? "at least \(disk >> 20) MB (the probe stops there)"
          : "\(disk >> 20) MB in its scratch folder, then full")
          + (writable.isEmpty
            ? "; it cannot write its own folder or /"
            : "; it can also write \(writable.joined(separator: " and "))")))
    let forks = Int(values["forks"] ?? "0") ?? 0
    findings.append(
      Finding(
        name: "processes", reached: false,
        detail: forks >= Self.processCap
          ? "at least \(forks) at once (the probe stops there)"
          : "\(forks) at once, then it cannot start more"))
    let limits = options.studentConfinement
    findings.append(
      Finding(
        name: "its account and limits", reached: false,
        detail: "\(account)"
          + (sandboxed && account != "root" && values["user"] == "root"
            ? " (root inside its user namespace, without capabilities)" : "")
          + "; each file at most \((limits.fileSizeLimit ?? 0) >> 20) MB, "
          + "\((limits.memoryLimit ?? 0) >> 20) MB of address space a process"))
    return findings
  }

  /// The descriptors the script listed between its markers.
  static func descriptors(_ output: String) -> [Int] {
    let lines = output.split(separator: "\n").map(String.init)
    guard let begin = lines.firstIndex(of: "descriptors-begin"),
      let end = lines.firstIndex(of: "descriptors-end"), begin < end
    else { return [] }
    return lines[(begin + 1)..<end].compactMap { Int($0) }
  }

  /// The lines `key=value` the script printed.
  static func values(_ output: String) -> [String: String] {
    var values: [String: String] = [:]
    for line in output.split(separator: "\n") {
      guard let equals = line.firstIndex(of: "=") else { continue }
      values[String(line[..<equals])] = String(line[line.index(after: equals)...])
    }
    return values
  }

  /// A file of the course's solutions (the instructor's secret), or its manifest.
  private func secretFile() -> String {
    let solutions = course.root.appendingPathComponent("Solutions")
    if let first = FileTree.paths(under: solutions).sorted().first {
      return solutions.appendingPathComponent(first).path
    }
    return course.root.appendingPathComponent("Package.swift").path
  }

  /// A classmate's submission as a clone leaves it: folders 755, files 644.
  private func decoyClassmate(in base: URL) throws(Diagnostic) -> URL {
    let file = base.appendingPathComponent("class/classmate/01-exercise/Sources/Answer.swift")
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try "// a classmate's answer\n".write(to: file, atomically: true, encoding: .utf8)
    } catch {
      throw Diagnostic(.error, "could not create \(file.path): \(error.localizedDescription)")
    }
    var folder = file.deletingLastPathComponent()
    while folder.path.count >= base.path.count {
      chmod(folder.path, 0o755)
      folder.deleteLastPathComponent()
    }
    chmod(file.path, 0o644)
    return file
  }

  /// The probes, in POSIX sh (bash only for `/dev/tcp`, where it is installed). Arguments:
  /// the course's file, the classmate's, the cache, the grader's pid, the listener's port,
  /// the disk cap, the process cap.
  static let script = #"""
    course=$1; classmate=$2; cache=$3; grader=$4; port=$5; diskcap=$6; proccap=$7
    probe_read() {
      if cat "$1" >/dev/null 2>&1; then echo "$2=reached"
      elif [ -e "$1" ]; then echo "$2=exists"; else echo "$2=absent"; fi
    }
    probe_read "$course" course
    probe_read "$classmate" classmate
    if ls "$cache" >/dev/null 2>&1; then echo "cache=reached"
    elif [ -e "$cache" ]; then echo "cache=exists"; else echo "cache=absent"; fi
    homes=""
    for home in /root /home/*; do
      [ -d "$home" ] && ls "$home" >/dev/null 2>&1 && homes="$homes $home"
    done
    echo "homes=${homes:-none}"
    if [ -d "/proc/$grader" ]; then echo "grader=visible"; else echo "grader=hidden"; fi
    echo "processes-visible=$(ls /proc | grep -c '^[0-9][0-9]*$')"
    if command -v bash >/dev/null 2>&1; then
      if bash -c "exec 3<>/dev/tcp/127.0.0.1/$port && echo probe >&3" 2>/dev/null; then
        echo "loopback=connected"
      else
        echo "loopback=refused"
      fi
    else
      echo "loopback=unprobed"
    fi
    echo "interfaces=$(tail -n +3 /proc/net/dev 2>/dev/null | cut -d: -f1 | tr -d ' ' | tr '\n' ' ')"
    echo "routes=$(tail -n +2 /proc/net/route 2>/dev/null | grep -vc '^lo')"
    if echo x > ./probe-write 2>/dev/null; then echo "given-folder=writable"; rm -f ./probe-write
    else echo "given-folder=read-only"; fi
    if echo x > /probe-write 2>/dev/null; then echo "root=writable"; rm -f /probe-write
    else echo "root=read-only"; fi
    echo "user=$(id -un 2>/dev/null || id -u)"
    # The shell's own descriptors, listed by a child with no redirection (for which dash
    # would keep a copy of its output open meanwhile), one a line.
    echo "descriptors-begin"
    ls /proc/$$/fd
    echo "descriptors-end"
    if [ -c /dev/tty ] && (exec 3</dev/tty) 2>/dev/null; then echo "terminal=yes"
    else echo "terminal=no"; fi
    if unshare --user --map-root-user true 2>/dev/null; then echo "namespaces=yes"
    else echo "namespaces=no"; fi
    # Disk: 16 MB files (under the file size limit) until one comes out short, or the cap.
    total=0; index=0
    while [ "$total" -lt "$diskcap" ]; do
      dd if=/dev/zero of="$TMPDIR/probe-fill-$index" bs=1048576 count=16 2>/dev/null
      size=$(wc -c < "$TMPDIR/probe-fill-$index" 2>/dev/null)
      total=$((total + ${size:-0}))
      [ "${size:-0}" -lt 16777216 ] && break
      index=$((index + 1))
    done
    rm -f "$TMPDIR"/probe-fill-*
    echo "disk=$total"
    # Processes, last: a subshell starts sleepers until it cannot (dash then ends it) or the
    # cap. They hold every process the limit allows until the run ends, so from here on
    # only the shell's builtins (no fork) are used.
    (
      n=0
      while [ "$n" -lt "$proccap" ]; do
        sleep 60 &
        n=$((n + 1))
        echo "$n" > "$TMPDIR/probe-forks"
      done
    ) 2>/dev/null
    forks=0
    read forks < "$TMPDIR/probe-forks"
    echo "forks=$forks"
    echo "done=1"
    """#
}
