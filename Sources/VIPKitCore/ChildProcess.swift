import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program in a process group of its own, with a time limit that ends the whole group
/// (so nothing it started survives), its output captured up to a size.
package enum ChildProcess {
  /// How a run ended.
  package struct Outcome: Sendable {
    /// The exit status, or `nil` when the process was ended by a signal or the time limit.
    package var status: Int32?
    /// The signal that ended the process (`SIGKILL` after the time limit), if one did.
    package var signal: Int32? = nil
    package var timedOut: Bool
    /// Standard output and error together, cut at the size limit.
    package var output: String
    package var seconds: Double
    /// How much the program wrote to its output in all, captured or not.
    package var outputBytes: Int = 0
    /// The most memory the program held at once (resident), in bytes.
    package var peakMemoryBytes: Int = 0
    /// The output line that ended the run early (`stopAt` matched it), if one did.
    package var stoppedAt: String? = nil
    /// Whether the run was ended as hung, sitting idle past `idleAfter` (`timedOut` too).
    package var endedIdle = false

    package var succeeded: Bool { status == 0 && !timedOut }

    package init(
      status: Int32?, signal: Int32? = nil, timedOut: Bool, output: String, seconds: Double,
      outputBytes: Int = 0, peakMemoryBytes: Int = 0
    ) {
      self.peakMemoryBytes = peakMemoryBytes
      self.status = status
      self.signal = signal
      self.timedOut = timedOut
      self.output = output
      self.seconds = seconds
      self.outputBytes = outputBytes
    }
  }

  /// Runs `executable` with `arguments`; `nil` environment keeps this process's.
  ///
  /// `fileSizeLimit` (bytes) caps every file the program and its children write, its captured
  /// output among them: a program that floods its output is stopped (`SIGXFSZ`) instead of
  /// filling the disk. Code that is not trusted (a student's) runs with one.
  ///
  /// `stopAt` is asked about each line of output as it comes: the first it accepts ends the
  /// whole group at once (the run's result is already known: a test failed), and is kept in
  /// `stoppedAt`.
  ///
  /// `idleAfter` ends the run as timed out once that many seconds have passed and the program
  /// then sits idle (`ProcessActivity`: no CPU used, no thread busy) for `idleWindow`: a hang is
  /// found out long before `timeout`, and a program that is slow but working is not. Not for
  /// a supervised program, whose leader is the supervisor (idle by design). `idleFrom`, when
  /// it has an answer, moves that time as the run goes on (a test runner knows when its
  /// current test began and how long it should take); `idleAfter` applies when it has none.
  package static func run(
    _ executable: String, _ arguments: [String], in directory: URL? = nil,
    environment: [String: String]? = nil, timeout: Double? = nil, outputLimit: Int = 1 << 20,
    fileSizeLimit: Int? = nil, confinement: Confinement = Confinement(),
    stopAt: (@Sendable (Substring) -> Bool)? = nil, idleAfter: Double? = nil,
    idleFrom: (@Sendable () -> Double?)? = nil, idleWindow: Double = 0.2
  ) -> Outcome {
    var confinement = confinement
    if let fileSizeLimit { confinement.fileSizeLimit = fileSizeLimit }
    let start = DispatchTime.now()
    guard let log = unnamedLog() else {
      return Outcome(
        status: nil, timedOut: false, output: "could not create a log file", seconds: 0)
    }
    defer { close(log) }
    // A shell, when one is needed (limits, another account, a sandbox, or a folder the
    // spawn cannot enter), sets them, then becomes the program (`exec`) or, when supervised,
    // stays its parent; either way the process group stays the same.
    // In a sandbox, paths in its folder are where it shows them.
    let shell = confinement.command(
      executable, in: directory, spawnSetsFolder: addChangeFolder != nil)
    let command =
      (shell ?? [executable]) + arguments.map { confinement.visible($0, in: directory) }
    let environment = confinement.environment(
      environment ?? ProcessInfo.processInfo.environment, in: directory)
    let pid: pid_t
    // Started as it is, the program enters its folder by the spawn: no shell to start first
    // (a mutation run starts thousands of test processes).
    switch spawn(
      command, environment: environment, log: log, untrusted: confinement.supervised,
      folder: shell == nil ? directory : nil)
    {
    case .success(let started): pid = started
    case .failure(let reason):
      return Outcome(
        status: nil, timedOut: false, output: "could not start \(executable): \(reason)",
        seconds: 0)
    }
    defer { ChildRegistry.shared.remove(group: pid) }
    let watch = stopAt.map { OutputWatch(log: log, group: pid, stopAt: $0) }
    watch?.start()
    let idle =
      confinement.supervised
      ? nil : idleAfter.map { IdleRule(after: $0, from: idleFrom, window: idleWindow) }
    let ended = waitForGroup(pid, timeout: timeout, idle: idle)
    let stoppedAt = watch?.finish()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    var result = outcome(ended, log: log, outputLimit: outputLimit, seconds: seconds)
    result.stoppedAt = stoppedAt
    result.endedIdle = ended.endedIdle
    return result
  }

  /// When sitting idle means hung: after `after` seconds, or from the time `from` gives while
  /// it gives one, for `window` seconds.
  private struct IdleRule: Sendable {
    var after: Double
    var from: (@Sendable () -> Double?)?
    var window: Double
  }

  /// How the group's leader ended, from `wait4`.
  private struct Ended {
    var waitStatus: Int32
    var usage: rusage
    var timedOut: Bool
    var endedIdle = false
  }

  /// A file for the child's output that has no name from the start: nothing is left behind,
  /// even when this process is ended before it could clean up.
  private static func unnamedLog() -> Int32? {
    #if os(Linux)
      // `O_TMPFILE` (Linux's `__O_TMPFILE | O_DIRECTORY`, a macro Swift cannot import): the
      // file never has a name, so an interruption between two calls cannot leave it behind.
      let unnamed = open(
        FileManager.default.temporaryDirectory.path, O_RDWR | O_DIRECTORY | 0o20_000_000, 0o600)
      if unnamed >= 0 { return unnamed }
    #endif
    let logPath = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-child-\(UUID().uuidString).log").path
    let log = open(logPath, O_RDWR | O_CREAT | O_EXCL, 0o600)
    unlink(logPath)
    return log >= 0 ? log : nil
  }

  /// Starts `command` in a process group of its own, its output into `log`, and registers the
  /// group; the pid, or why it could not start.
  ///
  /// It gets no other descriptor of this process (a listener, another run's log or event
  /// stream), and an untrusted program gets a session of its own, so no controlling
  /// terminal to type into (`TIOCSTI`).
  private static func spawn(
    _ command: [String], environment: [String: String], log: Int32, untrusted: Bool,
    folder: URL? = nil
  ) -> Result<pid_t, SpawnFailure> {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let folder, let addChangeFolder {
      let added = folder.path.withCString { addChangeFolder(&actions, $0) }
      guard added == 0 else {
        return .failure(SpawnFailure(reason: "could not enter \(folder.path)"))
      }
    }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, log, 1)
    posix_spawn_file_actions_adddup2(&actions, log, 2)
    #if os(Linux)
      closeInheritedDescriptors(&actions)
    #endif
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // Its own group (so it can be ended with all it starts), and the signal handling of a
    // fresh process, not the blocked mask this command keeps for its interruption handler.
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGINT)
    sigaddset(&defaults, SIGTERM)
    sigaddset(&defaults, SIGHUP)
    // Past the file size limit a write must end the program, not fail quietly in a loop.
    sigaddset(&defaults, SIGXFSZ)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
    #if os(Linux)
      // A new session is a new group too, led by the child, as `kill(-pid)` needs.
      // `POSIX_SPAWN_SETSID` (glibc 2.26), which Swift's Glibc module does not import.
      flags |= untrusted ? 0x80 : Int32(POSIX_SPAWN_SETPGROUP)
    #else
      flags |= Int32(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_CLOEXEC_DEFAULT)
    #endif
    posix_spawnattr_setflags(&attributes, Int16(flags))
    posix_spawnattr_setpgroup(&attributes, 0)

    let environmentLines = environment.map { "\($0.key)=\($0.value)" }
    var pid: pid_t = 0
    // Started and registered under the registry's lock, and not at all once an interruption
    // is being handled: no child can slip past the handler's list.
    let spawned = ChildRegistry.shared.spawn {
      withCStrings(command) { argv in
        withCStrings(environmentLines) { envp in
          posix_spawnp(&pid, command[0], &actions, &attributes, argv, envp)
        }
      }
    } registering: {
      pid
    }
    if spawned != 0, let folder, !FileManager.default.fileExists(atPath: folder.path) {
      return .failure(SpawnFailure(reason: "its folder \(folder.path) does not exist"))
    }
    guard spawned == 0 else {
      return .failure(
        SpawnFailure(
          reason: spawned == ECANCELED ? "interrupted" : String(cString: strerror(spawned))))
    }
    return .success(pid)
  }

  /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29, macOS 10.15), found at run time
  /// because neither Glibc nor Darwin imports it for every supported version; `nil` where the
  /// C library has none (a shell then enters the folder).
  private static let addChangeFolder:
    (
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) ->
        Int32
    )? = {
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addchdir_np")
      else { return nil }
      return unsafeBitCast(
        symbol,
        to: (@convention(c) (
          UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
        ) -> Int32).self)
    }()

  #if os(Linux)
    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34), which Swift's Glibc module
    /// does not import; `nil` on an older C library.
    private static let addCloseFrom:
      (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np")
        else { return nil }
        return unsafeBitCast(
          symbol,
          to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)
            .self)
      }()

    /// Closes every descriptor above 2 in the child: with `closefrom`, else each one this
    /// process has open now.
    private static func closeInheritedDescriptors(
      _ actions: inout posix_spawn_file_actions_t
    ) {
      if let addCloseFrom, addCloseFrom(&actions, 3) == 0 { return }
      let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
      for descriptor in open.compactMap(Int32.init) where descriptor > 2 {
        posix_spawn_file_actions_addclose(&actions, descriptor)
      }
    }
  #endif

  /// Why a program could not start.
  private struct SpawnFailure: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
  }

  /// Waits for the group's leader, ending the whole group at the time limit, and ends what
  /// the leader left running in its group once it is gone.
  private static func waitForGroup(
    _ pid: pid_t, timeout: Double?, idle: IdleRule?
  ) -> Ended {
    let expired = ExpiryFlag()
    let killer = DispatchWorkItem {
      expired.set()
      kill(-pid, SIGKILL)
    }
    if let timeout {
      // A queue of its own: the shared pool may be busy with threads waiting on children.
      timerQueue.asyncAfter(deadline: .now() + timeout, execute: killer)
    }
    let idled = ExpiryFlag()
    let watcher = idle.map { idle in
      // Looks twenty times a second near when the program should have finished; the leader is only
      // reaped below, after the watcher is cancelled, so its pid cannot name another process.
      let timer = DispatchSource.makeTimerSource(queue: timerQueue)
      let start = DispatchTime.now().uptimeNanoseconds
      // The first looks come a window early, so a run already idle is hung right at `after`;
      // with a moving time, from the start.
      var watch = IdleWatch(window: idle.window, notBefore: idle.after)
      let first = idle.from == nil ? max(0.02, idle.after - idle.window) : 0.02
      timer.schedule(deadline: .now() + first, repeating: 0.05)
      timer.setEventHandler {
        let now = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if let from = idle.from { watch.notBefore = from() ?? idle.after }
        if watch.isHung(after: ProcessActivity.sample(pid), at: now) {
          timer.cancel()
          idled.set()
          killer.perform()
        }
      }
      timer.resume()
      return timer
    }
    var waitStatus: Int32 = 0
    var usage = rusage()
    if let watcher {
      // Waits for the leader to end without reaping it: its pid stays its own while watched.
      var info = siginfo_t()
      while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0, errno == EINTR {}
      timerQueue.sync { watcher.cancel() }
    }
    while wait4(pid, &waitStatus, 0, &usage) < 0, errno == EINTR {}
    killer.cancel()
    // Whatever the program left running in its group goes with it.
    kill(-pid, SIGKILL)
    return Ended(
      waitStatus: waitStatus, usage: usage, timedOut: expired.isSet, endedIdle: idled.isSet)
  }

  /// The outcome of a run that `ended`, with up to `outputLimit` bytes of its `log`.
  private static func outcome(_ ended: Ended, log: Int32, outputLimit: Int, seconds: Double)
    -> Outcome
  {
    let exited = (ended.waitStatus & 0x7f) == 0
    var output = [UInt8](repeating: 0, count: outputLimit)
    let read = output.withUnsafeMutableBytes { pread(log, $0.baseAddress, outputLimit, 0) }
    output.removeLast(outputLimit - max(0, read))
    var logStatus = stat()
    let written = fstat(log, &logStatus) == 0 ? Int(logStatus.st_size) : 0
    return Outcome(
      status: exited ? (ended.waitStatus >> 8) & 0xff : nil,
      signal: exited ? nil : ended.waitStatus & 0x7f, timedOut: ended.timedOut,
      output: String(decoding: output, as: UTF8.self), seconds: seconds, outputBytes: written,
      peakMemoryBytes: Self.peakMemory(ended.usage))
  }

  /// The peak resident memory of the process and the children it waited for (the supervised
  /// program), from `wait4`: kilobytes on Linux, bytes on macOS.
  private static func peakMemory(_ usage: rusage) -> Int {
    #if os(macOS)
      return Int(usage.ru_maxrss)
    #else
      return Int(usage.ru_maxrss) * 1024
    #endif
  }

  /// Calls `body` with a NULL-terminated C array of `strings`.
  private static func withCStrings<Result>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
  ) -> Result {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    return body(pointers)
  }
}

/// Reads a running program's output as it is written, and ends its group at the first line
/// that `stopAt` accepts: a mutant is killed by the first failing test, with no need to wait
/// for the rest of the suite (or for a wait that a removed call never ends).
private final class OutputWatch: @unchecked Sendable {
  private let log: Int32
  private let group: pid_t
  private let stopAt: @Sendable (Substring) -> Bool
  private let lock = NSLock()
  private var done = false
  private var matched: String?
  private let finished = DispatchSemaphore(value: 0)

  init(log: Int32, group: pid_t, stopAt: @escaping @Sendable (Substring) -> Bool) {
    self.log = log
    self.group = group
    self.stopAt = stopAt
  }

  func start() {
    Thread.detachNewThread { [self] in
      var offset: off_t = 0
      var pending: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let stopping = lock.withLock { done }
        // Read all there is; after the group ended, once more, to the end.
        var read = 0
        repeat {
          read = buffer.withUnsafeMutableBytes { pread(log, $0.baseAddress, $0.count, offset) }
          guard read > 0 else { break }
          offset += off_t(read)
          pending += buffer[0..<read]
          if let line = takeMatchingLine(&pending) {
            lock.withLock { matched = line }
            kill(-group, SIGKILL)
            finished.signal()
            return
          }
        } while read == buffer.count
        if stopping { break }
        usleep(2_000)
      }
      finished.signal()
    }
  }

  /// The complete lines of `pending` are consumed; the first that `stopAt` accepts is returned.
  private func takeMatchingLine(_ pending: inout [UInt8]) -> String? {
    guard let lastNewline = pending.lastIndex(of: 10) else { return nil }
    let text = String(decoding: pending[...lastNewline], as: UTF8.self)
    pending.removeFirst(lastNewline + 1)
    return text.split(separator: "\n").first(where: stopAt).map(String.init)
  }

  /// Stops watching (the group has ended) and returns the line that ended it, if one did.
  func finish() -> String? {
    lock.withLock { done = true }
    finished.wait()
    return lock.withLock { matched }
  }
}

/// Time limits fire here, never behind work that waits on children.
private let timerQueue = DispatchQueue(label: "vipkit.child-process.timers")

/// A flag set from the timer's thread and read after the wait.
private final class ExpiryFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}

/// The process groups and scratch folders alive now, so an interruption can end and remove
/// them all before the command exits: no child outlives a command, no scratch copy is left.
package final class ChildRegistry: @unchecked Sendable {
  package static let shared = ChildRegistry()

  private let lock = NSLock()
  private var groups: Set<pid_t> = []
  private var folders: Set<URL> = []
  private var signalSources: [DispatchSourceSignal] = []
  private var interrupted = false

  /// Whether an interruption is being handled: work in progress must stop and wait for the
  /// handler to end the process (with 128 + the signal), not finish and exit 0 first.
  package var isInterrupted: Bool { lock.withLock { interrupted } }

  /// Parks the calling thread for good if an interruption is being handled.
  package func haltIfInterrupted() {
    guard isInterrupted else { return }
    while true { pause() }
  }

  /// Runs `start` (which spawns and returns 0 or an error number) under the lock, then
  /// registers the group `pid()` names; refuses with `ECANCELED` once interrupted.
  package func spawn(_ start: () -> Int32, registering pid: () -> pid_t) -> Int32 {
    lock.withLock {
      guard !interrupted else { return ECANCELED }
      let result = start()
      if result == 0 { groups.insert(pid()) }
      return result
    }
  }
  package func remove(group: pid_t) { lock.withLock { _ = groups.remove(group) } }
  package func add(folder: URL) { lock.withLock { _ = folders.insert(folder) } }
  package func remove(folder: URL) { lock.withLock { _ = folders.remove(folder) } }

  /// On SIGINT, SIGTERM or SIGHUP: end every child group, remove every scratch folder, and exit
  /// with 128 + the signal, as shells expect.
  ///
  /// Call it on the main thread before any other work: the signals are blocked on this
  /// thread (and so on every thread started later), so that only the dispatch source, which
  /// reads them on Linux through a signalfd, receives them.
  package func cleanUpOnInterrupt() {
    lock.withLock {
      guard signalSources.isEmpty else { return }
      var blocked = sigset_t()
      sigemptyset(&blocked)
      sigaddset(&blocked, SIGINT)
      sigaddset(&blocked, SIGTERM)
      sigaddset(&blocked, SIGHUP)
      pthread_sigmask(SIG_BLOCK, &blocked, nil)
      for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
        // An ignored signal is discarded even while blocked (a shell starts background jobs
        // with SIGINT ignored): the default, blocked, keeps it pending for the source.
        signal(signalNumber, SIG_DFL)
        let source = DispatchSource.makeSignalSource(
          signal: signalNumber, queue: DispatchQueue(label: "vipkit.interrupt"))
        source.setEventHandler { [self] in
          let (groups, folders) = lock.withLock {
            interrupted = true
            return (self.groups, self.folders)
          }
          for group in groups { kill(-group, SIGKILL) }
          for folder in folders { try? FileManager.default.removeItem(at: folder) }
          exit(128 + signalNumber)
        }
        source.resume()
        signalSources.append(source)
      }
    }
  }
}
