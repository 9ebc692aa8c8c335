import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a program that is not trusted (a student's tests) is started: under a supervisor, with
/// limits on what it may write and allocate, and as another user when the grader is root.
///
/// The supervisor is a POSIX shell that stays the program's parent instead of becoming it
/// (no `exec`): `kill(getppid(), …)` reaches the shell, never the grader, and the shell passes
/// on how the program ended (its status, or the same signal). Limits are the shell's
/// `ulimit`, inherited by everything the program starts. Another user is taken with
/// util-linux's `setpriv` (Linux only, like Gradescope's containers); on other systems
/// `user` must be `nil`.
package struct Confinement: Sendable, Equatable {
  /// Caps every file the program and its children write, its captured output among them.
  package var fileSizeLimit: Int?
  /// Caps the program's address space, in bytes: past it, allocations fail and it stops.
  package var memoryLimit: Int?
  /// Whether a shell stays between the command and the program as its parent.
  package var supervised = false
  /// The user and group the program runs as; `nil` keeps the grader's.
  package var user: User?
  /// The namespaces it runs in, showing it only the folder it runs in (Linux); `nil` for
  /// none. The sandbox then takes the program to `user` itself.
  package var sandbox: Sandbox?

  /// A user account, by its numbers.
  package struct User: Sendable, Equatable {
    package var name: String
    package var uid: uid_t
    package var gid: gid_t

    /// The account named `name`, or `nil` when there is none.
    package static func named(_ name: String) -> User? {
      guard let entry = getpwnam(name) else { return nil }
      return User(name: name, uid: entry.pointee.pw_uid, gid: entry.pointee.pw_gid)
    }

    /// The account this process runs as.
    package static var current: User {
      let uid = geteuid()
      let name = getpwuid(uid).map { String(cString: $0.pointee.pw_name) } ?? String(uid)
      return User(name: name, uid: uid, gid: getegid())
    }
  }

  package init(
    fileSizeLimit: Int? = nil, memoryLimit: Int? = nil, supervised: Bool = false,
    user: User? = nil, sandbox: Sandbox? = nil
  ) {
    self.fileSizeLimit = fileSizeLimit
    self.memoryLimit = memoryLimit
    self.supervised = supervised
    self.user = user
    self.sandbox = sandbox
  }

  /// Whether this system can start a program as another user: util-linux's `setpriv` is on
  /// the `PATH` (Linux; not on macOS).
  package static var canSwitchUser: Bool { onPath("setpriv") }

  /// Whether a program of this name is on the `PATH`.
  package static func onPath(_ name: String) -> Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
    }
  }

  /// The environment the program gets from `environment`: for a supervised (untrusted)
  /// program only what running tests needs, so the grader's tokens and settings never reach
  /// it; its paths as the sandbox shows them.
  package func environment(_ environment: [String: String], in directory: URL?)
    -> [String: String]
  {
    var kept = environment
    if supervised {
      kept = environment.filter { key, _ in
        Self.passedOn.contains(key) || key.hasPrefix("LC_") || key.hasPrefix("VIPKIT_")
      }
    }
    kept = kept.mapValues { visible($0, in: directory) }
    // In a sandbox, a home or temporary folder outside the folder it shows is not there:
    // its scratch folder stands in.
    if sandbox != nil {
      for key in ["HOME", "TMPDIR"] where !(kept[key]?.hasPrefix(Sandbox.inside) ?? false) {
        kept[key] = "/tmp"
      }
    }
    return kept
  }

  /// What an untrusted program keeps of the environment, beside the locale's `LC_` settings
  /// and VIPKit's own `VIPKIT_` variables (which the grader sets for it).
  static let passedOn: Set<String> = ["PATH", "HOME", "TMPDIR", "LANG", "TZ", "TERM", "USER"]

  /// `value` (an argument or an environment variable's value) as the program sees it: a path
  /// in the sandbox's folder moves to where the sandbox shows it.
  package func visible(_ value: String, in directory: URL?) -> String {
    guard sandbox != nil, let directory else { return value }
    return Sandbox.visiblePath(value, in: directory)
  }

  /// The command that runs `executable` in `directory` under this confinement; `nil` when it
  /// can be started as it is (`spawnSetsFolder`: the spawn itself can enter `directory`).
  func command(_ executable: String, in directory: URL?, spawnSetsFolder: Bool = false)
    -> [String]?
  {
    guard
      (directory != nil && !spawnSetsFolder) || fileSizeLimit != nil || memoryLimit != nil
        || supervised || user != nil || sandbox != nil
    else { return nil }
    var script = ""
    // `ulimit -f` counts 512-byte blocks in POSIX sh (dash), 1,024 in bash: at most 2×.
    if let fileSizeLimit { script += "ulimit -f \(max(1, fileSizeLimit / 512)) && " }
    if let memoryLimit { script += "ulimit -v \(max(1, memoryLimit / 1024)) && " }
    // A working folder is set by the shell when the spawn cannot (posix_spawn has no
    // portable chdir).
    if directory != nil { script += "cd \"$0\" && " }
    var program = "\"$@\""
    var executable = executable
    if let sandbox, let directory {
      do {
        program =
          try sandbox.command(showing: directory).map(Shell.quote).joined(separator: " ")
          + " " + program
      } catch {
        let message = Shell.quote("the sandbox could not be made: \(error.message)")
        return ["/bin/sh", "-c", "echo \(message) >&2; exit 125"]
      }
      executable = Sandbox.visiblePath(executable, in: directory)
    } else if let user, user.uid != geteuid() {
      program =
        "setpriv --reuid=\(user.uid) --regid=\(user.gid) --clear-groups --no-new-privs -- "
        + program
    }
    if supervised {
      // The shell waits, then ends as the program did: the same status, or the same signal.
      script +=
        "{ \(program); status=$?; if [ \"$status\" -gt 128 ]; then kill -$((status - 128)) $$; "
        + "fi; exit \"$status\"; }"
    } else {
      script += "exec \(program)"
    }
    return ["/bin/sh", "-c", script, directory?.path ?? "/", executable]
  }
}
