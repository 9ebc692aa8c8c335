/// How long each mutant's tests may run, and when a run that sits idle is hung: a mutant
/// that makes one quick test wait forever is given up on a few times that test's own time
/// after it began (measured alone in the coverage runs), not at the whole suite's limit,
/// and a run whose process does nothing at all is ended sooner still (`ChildProcess`'s idle
/// check): waiting out every hang in full is what made a real async app's run slow.
struct TimeLimits: Sendable {
  /// One run's limits.
  struct Limit: Sendable, Equatable {
    var seconds: Double
    /// After this many seconds a run that sits idle is hung; `nil`: only the limit ends it.
    var idleAfter: Double?
  }

  /// The unmutated run's own time: the whole suite's.
  let suiteSeconds: Double
  let factor: Double
  /// Seconds added to every limit, so a fast suite is not cut short by noise.
  let floor: Double
  /// Seconds added to a run's own time (× `factor`) before sitting idle means hung.
  let idleFloor: Double
  /// Whether a run's limits come from its tests' own times (`--suite-time-limit` turns it
  /// off: every run gets the whole suite's, with no idle check).
  let perTest: Bool
  /// The seconds the given tests took alone, added up; `nil` when one was not measured.
  let ownSeconds: @Sendable ([TestName]) -> Double?

  init(
    options: MutationRunner.Options, suiteSeconds: Double,
    ownSeconds: @escaping @Sendable ([TestName]) -> Double?
  ) {
    self.suiteSeconds = suiteSeconds
    factor = options.timeoutFactor
    floor = options.timeoutFloor
    idleFloor = options.idleFloor
    perTest = options.perTestTimeLimits
    self.ownSeconds = ownSeconds
  }

  /// The limit for a run that took `seconds` unmutated.
  func limit(_ seconds: Double) -> Double { seconds * factor + floor }

  /// For a run (or a test) that took `seconds` unmutated: after how long sitting idle is hung.
  func idleAfter(_ seconds: Double) -> Double { seconds * factor + idleFloor }

  /// The whole suite's limit: never exceeded by any run's.
  var wholeSuite: Double { limit(suiteSeconds) }

  /// A run of every test (a decoy, a mutant no coverage selects for).
  var everyTest: Limit {
    Limit(seconds: wholeSuite, idleAfter: idleAfter(suiteSeconds))
  }

  /// How long `test` may run, from when it begins, before sitting idle means it hangs: its
  /// own time × the factor, plus the idle floor; `nil` when its time was not measured or
  /// limits are the whole suite's.
  func allowance(of test: TestName) -> Double? {
    guard perTest, let own = ownSeconds([test]) else { return nil }
    return idleAfter(own)
  }

  /// The limits of a run of `group` (`nil`: every test).
  func forTests(_ group: [TestName]?) -> Limit {
    guard perTest else { return Limit(seconds: wholeSuite, idleAfter: nil) }
    guard let group, let own = ownSeconds(group) else { return everyTest }
    return Limit(seconds: min(wholeSuite, limit(own)), idleAfter: idleAfter(own))
  }
}
