import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A private view of the machine for a program that is not trusted (a student's tests), made
/// of Linux namespaces with util-linux's tools, which every Linux grading host has: its own
/// mount, PID, network, IPC and UTS namespaces, and a root that holds, read-only, only what
/// running a test binary needs (the system's programs and libraries, `/etc`, the Swift
/// toolchain, the one folder it is given, seen as `/submission`), a scratch `/tmp` of bounded
/// size, a fresh `/proc`, its own loopback and no other network interface.
///
/// Nothing else of the host is in its view: not the course, the cache, other submissions, home
/// folders, nor the grader's processes. A limit on processes holds inside it, counted apart
/// from every other sandbox's. When its first process ends, the kernel ends every other
/// process in it: nothing it starts outlives it.
///
/// Two ways to make it, tried in this order: a user namespace (any account that the kernel
/// lets make one; as root, the program first becomes `user`, then makes it), or, as root
/// only, the namespaces without a user namespace, the program becoming `user` at the end. Its
/// capabilities are dropped before the program starts, so it cannot undo its mounts. Linux
/// only: `available` says why not elsewhere, and the caller falls back to `Confinement`'s
/// user and limits alone, saying so.
package struct Sandbox: Sendable, Equatable {
  package enum Method: String, Sendable, Equatable {
    /// A user namespace, in which the program's account is root without capabilities.
    case userNamespace = "a user namespace"
    /// Root makes the namespaces, then the program becomes `user`.
    case rootNamespaces = "namespaces made by root"
  }

  package var method: Method
  /// The account the program runs as on the host, when the grader is root; `nil` keeps the
  /// grader's own (mapped to root inside a user namespace, without capabilities).
  package var user: Confinement.User?
  /// The size of its scratch `/tmp` (also the given folder's `tmp`, its `HOME`).
  package var scratchBytes = 64 << 20
  /// How many processes and threads it may have at once.
  package var processLimit = 256
  /// Whether `ip` is there to bring its loopback up; without it, even its own loopback is down.
  package var loopback = true

  /// Where the given folder is seen inside.
  package static let inside = "/submission"

  package init(method: Method, user: Confinement.User? = nil) {
    self.method = method
    self.user = user
  }

  /// `path` as the program sees it, when it lies in `folder`; else as it is.
  package static func visiblePath(_ path: String, in folder: URL) -> String {
    let root = folder.standardizedFileURL.path
    if path == root { return inside }
    if path.hasPrefix(root + "/") { return inside + path.dropFirst(root.count) }
    return path
  }

  // MARK: The command

  /// The words that start `"$@"` in this sandbox, showing it `folder`; they go where
  /// `Confinement` puts its program. Each call writes the mount table the sandbox needs, once
  /// for every different table.
  func command(showing folder: URL) throws(Diagnostic) -> [String] {
    let skeleton = try Self.skeleton()
    let table = try writeTable(fstab(showing: folder, skeleton: skeleton.root), in: skeleton)
    var words: [String] = []
    if method == .userNamespace, let user, user.uid != geteuid() {
      words += Self.becoming(user)
    }
    words += ["unshare"]
    if method == .userNamespace { words += ["--user", "--map-root-user"] }
    words += [
      "--mount", "--pid", "--fork", "--kill-child", "--net", "--ipc", "--uts", "--",
      "/bin/sh", "-c", setupScript, "vipkit-sandbox", table.path, skeleton.root.path,
    ]
    return words
  }

  /// `setpriv`'s words that make a program `user`, with no supplementary groups and no way
  /// to gain privileges.
  private static func becoming(_ user: Confinement.User) -> [String] {
    [
      "setpriv", "--reuid=\(user.uid)", "--regid=\(user.gid)", "--clear-groups",
      "--no-new-privs", "--",
    ]
  }

  /// What runs first inside, as the namespaces' root: the mounts, the loopback, the switch to
  /// the new root; then the program, as its child (the shell stays process 1, which nothing
  /// inside can signal, and passes on the program's status), without capabilities.
  private var setupScript: String {
    var lines = [
      "table=$1; skeleton=$2; shift 2",
      "mount --all --fstab \"$table\" || { echo \"vipkit sandbox: could not mount its folders\" >&2; exit 125; }",
    ]
    // `rbind,ro` makes only the top of each tree read-only: a folder mounted inside a system
    // folder (a container's /etc/hosts, a tmpfs under /usr) would stay writable, to root's
    // own account above all. Each one is made read-only, keeping its other flags (a user
    // namespace may not drop them).
    let writable = ["/proc", "/proc/*", "/tmp", "/dev/*", Self.inside + "/tmp"].map {
      "\"$skeleton\"" + $0
    }
    lines += [
      "while read -r _ _ _ _ point options _; do",
      "  point=$(printf '%b' \"$point\")",
      "  case $point in \(writable.joined(separator: "|"))) continue ;; \"$skeleton\"/*) ;; *) continue ;; esac",
      "  case ,$options, in *,ro,*) continue ;; esac",
      "  flags=${options#rw}",
      "  mount -o \"remount,bind,ro$flags\" \"$point\" || { echo \"vipkit sandbox: could not make $point read-only\" >&2; exit 125; }",
      "done < /proc/self/mountinfo",
    ]
    if loopback { lines.append("ip link set lo up 2>/dev/null") }
    lines.append(
      "cd \"$skeleton\" && pivot_root . . && umount -l . && cd \(Shell.quote(Self.inside)) "
        + "|| { echo \"vipkit sandbox: could not enter its root\" >&2; exit 125; }")
    // Made here, in a user namespace, its account may make no namespace of its own (one
    // would hand it capabilities again, over a new mount table).
    if method == .userNamespace {
      // In a subshell: a builtin's failed redirection can leave dash's saved copies of
      // its output open, for the program to inherit.
      lines.append("(echo 0 > /proc/sys/user/max_user_namespaces) 2>/dev/null")
    }
    // Whoever it runs as, it keeps no capability: it cannot undo its mounts.
    var program = ["prlimit", "--nproc=\(processLimit)", "--", "setpriv"]
    if method == .rootNamespaces, let user {
      program += ["--reuid=\(user.uid)", "--regid=\(user.gid)", "--clear-groups"]
    }
    program += [
      "--no-new-privs", "--inh-caps=-all", "--ambient-caps=-all", "--bounding-set=-all",
      "--securebits=+noroot,+noroot_locked,+no_setuid_fixup,+no_setuid_fixup_locked", "--",
    ]
    // Not the last command of the script, so that the shell forks it instead of becoming it.
    lines.append(program.joined(separator: " ") + " \"$@\"")
    lines.append("exit $?")
    return lines.joined(separator: "\n")
  }

  /// The mount table: the skeleton made a read-only root, the host's system folders and
  /// toolchain read-only, device files, `/proc`, the scratch `/tmp`, the given folder.
  func fstab(showing folder: URL, skeleton: URL) -> String {
    let root = skeleton.path
    var entries: [(String, String, String, String)] = [(root, root, "none", "bind,ro")]
    let manager = FileManager.default
    for name in Self.systemFolders {
      let path = "/" + name
      guard let resolved = Self.existingFolder(path) else { continue }
      entries.append((resolved, root + path, "none", "rbind,ro"))
    }
    if let toolchain = Self.toolchain,
      !Self.systemFolders.contains(where: {
        toolchain == "/" + $0 || toolchain.hasPrefix("/" + $0 + "/")
      })
    {
      entries.append((toolchain, root + toolchain, "none", "rbind,ro"))
    }
    for device in Self.devices where manager.fileExists(atPath: "/dev/" + device) {
      entries.append(("/dev/" + device, root + "/dev/" + device, "none", "bind"))
    }
    entries.append(("vipkit-shm", root + "/dev/shm", "tmpfs", "size=1m,mode=1777,nosuid,nodev"))
    entries.append(("proc", root + "/proc", "proc", "nosuid,nodev,noexec"))
    entries.append(
      ("vipkit-tmp", root + "/tmp", "tmpfs", "size=\(scratchBytes),mode=1777,nosuid,nodev"))
    let shown = folder.standardizedFileURL
    entries.append((shown.path, root + Self.inside, "none", "bind,ro"))
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: shown.appendingPathComponent("tmp").path, isDirectory: &isFolder),
      isFolder.boolValue
    {
      entries.append((root + "/tmp", root + Self.inside + "/tmp", "none", "bind"))
    }
    return entries.map { source, target, type, options in
      "\(Self.escaped(source)) \(Self.escaped(target)) \(type) \(options) 0 0"
    }.joined(separator: "\n") + "\n"
  }

  /// The top-level folders of the host that hold its programs, libraries and configuration.
  static let systemFolders = ["usr", "bin", "sbin", "lib", "lib32", "lib64", "libx32", "etc"]
  /// No `tty`: the grader's terminal would take input from it (`TIOCSTI`).
  static let devices = ["null", "zero", "full", "random", "urandom"]

  /// The folder of the Swift toolchain in use (the `usr` that holds `bin/swift` and the
  /// runtime libraries in `lib/swift`), which test binaries load their libraries from.
  package static let toolchain = toolchain(
    searching: ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")

  /// The toolchain of the first `swift` on `path`: the `usr` it sits in, when it is a
  /// toolchain's own; else, for a `swift` that only hands over to one (a wrapper script,
  /// swiftly's proxy in a home folder), the `usr` the compiler itself reports
  /// (`-print-target-info`). Without it the sandbox showed no toolchain, and every test
  /// binary stopped at once (status 127: its Swift libraries not found). Only that `usr` is
  /// shown: never the folder a wrapper lives in.
  static func toolchain(searching path: String) -> String? {
    for folder in path.split(separator: ":") {
      let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
      guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
      // …/usr/bin/swift → …/usr
      let usr = swift.resolvingSymlinksInPath().deletingLastPathComponent()
        .deletingLastPathComponent()
      return toolchainFolder(usr) ?? toolchainReported(by: swift.path)
    }
    return nil
  }

  /// `usr` when it is a toolchain's: named `usr`, with the runtime in `lib/swift`.
  private static func toolchainFolder(_ usr: URL) -> String? {
    var isFolder: ObjCBool = false
    guard usr.lastPathComponent == "usr",
      FileManager.default.fileExists(
        atPath: usr.appendingPathComponent("lib/swift").path, isDirectory: &isFolder),
      isFolder.boolValue
    else { return nil }
    return usr.standardizedFileURL.path
  }

  /// The toolchain `swift` runs: its runtime resource path (`…/usr/lib/swift`), two folders up.
  private static func toolchainReported(by swift: String) -> String? {
    let outcome = ChildProcess.run(swift, ["-print-target-info"], timeout: 60)
    guard outcome.status == 0,
      let start = outcome.output.firstIndex(of: "{"),
      let end = outcome.output.lastIndex(of: "}"),
      let info = try? JSONSerialization.jsonObject(
        with: Data(outcome.output[start...end].utf8)) as? [String: Any],
      let paths = info["paths"] as? [String: Any],
      let resources = paths["runtimeResourcePath"] as? String
    else { return nil }
    let usr = URL(fileURLWithPath: resources).resolvingSymlinksInPath()
      .deletingLastPathComponent().deletingLastPathComponent()
    return toolchainFolder(usr)
  }

  /// `path` with its symbolic links resolved, when it is a folder.
  private static func existingFolder(_ path: String) -> String? {
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder),
      isFolder.boolValue
    else { return nil }
    return resolved
  }

  /// A path as a mount table writes it: space, tab, newline and backslash in octal.
  static func escaped(_ path: String) -> String {
    var text = ""
    for character in path.unicodeScalars {
      switch character {
      case " ": text += "\\040"
      case "\t": text += "\\011"
      case "\n": text += "\\012"
      case "\\": text += "\\134"
      default: text.unicodeScalars.append(character)
      }
    }
    return text
  }

  // MARK: The skeleton

  /// The grader's folders for its sandboxes: an empty root with a mount point for everything
  /// the table mounts, and the tables.
  struct Skeleton {
    var root: URL
    var tables: URL
  }

  /// This account's skeleton in the temporary folder, made when missing, every mount point
  /// checked on each use. A folder of that name that is not this account's own, or that
  /// others may write, is never used (another user could otherwise choose what the sandbox
  /// shows): this process then makes a fresh one of its own.
  static func skeleton() throws(Diagnostic) -> Skeleton {
    let temporary = FileManager.default.temporaryDirectory
    var base = temporary.appendingPathComponent("vipkit-sandbox-\(geteuid())")
    do {
      try ownFolder(base)
    } catch {
      base = try privateFolder.get()
    }
    let root = base.appendingPathComponent("root")
    let tables = base.appendingPathComponent("tables")
    try ownFolder(tables)
    try ownFolder(root)
    var folders = systemFolders + ["dev", "dev/shm", "proc", "tmp", String(inside.dropFirst())]
    if let toolchain { folders.append(String(toolchain.dropFirst())) }
    for folder in folders {
      let url = root.appendingPathComponent(folder)
      if !FileManager.default.fileExists(atPath: url.path) {
        try? FileManager.default.createDirectory(
          at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
      }
    }
    // A device an earlier version listed (`tty`) goes: a plain file of that name would
    // pass for it.
    for name
      in (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("dev").path)) ?? []
    where name != "shm" && !devices.contains(name) {
      try? FileManager.default.removeItem(at: root.appendingPathComponent("dev/" + name))
    }
    for device in devices {
      let file = root.appendingPathComponent("dev/" + device)
      if !FileManager.default.fileExists(atPath: file.path) {
        _ = FileManager.default.createFile(
          atPath: file.path, contents: nil, attributes: [.posixPermissions: 0o644])
      }
    }
    return Skeleton(root: root, tables: tables)
  }

  /// A skeleton folder of this process's own, made with `mkdtemp`, when the usual one is
  /// taken.
  private static let privateFolder: Result<URL, Diagnostic> = {
    var template = Array(
      FileManager.default.temporaryDirectory
        .appendingPathComponent("vipkit-sandbox-\(geteuid())-XXXXXX").path.utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard let made else {
      return .failure(
        Diagnostic(
          .error,
          "could not make a folder for the sandbox: \(String(cString: strerror(errno)))"))
    }
    let path = String(cString: made)
    chmod(path, 0o755)
    return .success(URL(fileURLWithPath: path))
  }()

  /// Makes `folder` (mode 755) or checks that the one there is this account's and not
  /// writable by others.
  private static func ownFolder(_ folder: URL) throws(Diagnostic) {
    if mkdir(folder.path, 0o755) != 0, errno != EEXIST {
      throw Diagnostic(
        .error, "could not create \(folder.path): \(String(cString: strerror(errno)))")
    }
    var status = stat()
    guard lstat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
      status.st_uid == geteuid(), status.st_mode & 0o022 == 0
    else {
      throw Diagnostic(
        .error,
        "\(folder.path) is not a folder of this account's that only it can write, so the "
          + "sandbox cannot trust it: remove it and run again")
    }
    chmod(folder.path, 0o755)
  }

  /// Writes `table` into `skeleton`'s tables, named by its content (readable by the sandbox's
  /// account), unless it is there already.
  private func writeTable(_ table: String, in skeleton: Skeleton) throws(Diagnostic) -> URL {
    let file = skeleton.tables.appendingPathComponent(
      "\(Self.fingerprint(table)).fstab")
    if FileManager.default.contents(atPath: file.path) == Data(table.utf8) { return file }
    let temporary = skeleton.tables.appendingPathComponent("\(UUID().uuidString).partial")
    guard
      FileManager.default.createFile(
        atPath: temporary.path, contents: Data(table.utf8),
        attributes: [.posixPermissions: 0o644]),
      rename(temporary.path, file.path) == 0
    else {
      try? FileManager.default.removeItem(at: temporary)
      throw Diagnostic(.error, "could not write the sandbox's mount table in \(file.path)")
    }
    return file
  }

  /// A stable hash of `text` (FNV-1a, 64 bits), in hexadecimal.
  private static func fingerprint(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  // MARK: Whether this host has one

  /// The sandbox this host gives a program run for `user` (when the grader is root) or for
  /// the grader's own account, or why there is none. Found by making one and running a
  /// shell in it; the answer is kept for the rest of the run.
  package static func available(for user: Confinement.User?) -> Result<Sandbox, Unavailable> {
    let key = user.map { "\($0.uid):\($0.gid)" } ?? "self"
    found.lock.lock()
    defer { found.lock.unlock() }
    if let known = found.answers[key] { return known }
    let answer = detect(for: user)
    found.answers[key] = answer
    return answer
  }

  /// Why there is no sandbox here.
  package struct Unavailable: Error, Sendable, Equatable, CustomStringConvertible {
    package var reason: String
    package var description: String { reason }
  }

  /// The answers found so far, by account.
  private final class Answers: @unchecked Sendable {
    let lock = NSLock()
    var answers: [String: Result<Sandbox, Unavailable>] = [:]
  }
  private static let found = Answers()

  private static func detect(for user: Confinement.User?) -> Result<Sandbox, Unavailable> {
    #if !os(Linux)
      return .failure(Unavailable(reason: "namespaces are a Linux feature; this is not Linux"))
    #else
      let missing = ["unshare", "mount", "pivot_root", "prlimit", "setpriv"].filter {
        !Confinement.onPath($0)
      }
      if !missing.isEmpty {
        return .failure(
          Unavailable(
            reason: "util-linux's \(missing.joined(separator: ", ")) "
              + "\(missing.count == 1 ? "is" : "are") not on the PATH"))
      }
      var methods: [Method] = [.userNamespace]
      if geteuid() == 0 { methods.append(.rootNamespaces) }
      var reasons: [String] = []
      for method in methods {
        var sandbox = Sandbox(method: method, user: user)
        sandbox.loopback = Confinement.onPath("ip")
        switch sandbox.tryOut() {
        case nil: return .success(sandbox)
        case let reason?: reasons.append("with \(method.rawValue): \(reason)")
        }
      }
      return .failure(
        Unavailable(
          reason: "this host would not make one (" + reasons.joined(separator: "; ") + ")"))
    #endif
  }

  /// Runs a shell in this sandbox; `nil` when it ran there, else what went wrong.
  private func tryOut() -> String? {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-sandbox-check-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("tmp"), withIntermediateDirectories: true)
    } catch { return "could not create \(folder.path)" }
    defer { try? FileManager.default.removeItem(at: folder) }
    chmod(folder.path, 0o755)
    let check = ChildProcess.run(
      "/bin/sh",
      ["-c", "test \"$(pwd)\" = \(Self.inside) && test -r /proc/1/status && echo inside"],
      in: folder, timeout: 30,
      confinement: Confinement(supervised: true, sandbox: self))
    if check.succeeded, check.output.contains("inside") { return nil }
    let output = check.output.trimmingCharacters(in: .whitespacesAndNewlines)
    return output.isEmpty ? "status \(check.status ?? -1)" : String(output.prefix(400))
  }
}
