import VIPKitCore

/// The generated file in pieces of UTF-8, each made as it is read: the head (header, imports, the
/// recorder), then the spies a batch at a time, each batch written on every core. Writing a
/// file never holds all of it, so memory follows the protocols read, not the text written.
///
/// Reading it twice writes the spies twice (the same bytes): read it once.
package struct SpyParts: Sequence, Sendable {
  /// How many spies are written at once: enough to keep every core busy, few enough that a
  /// batch's text stays small.
  static let batchSize = 256

  let head: [UInt8]
  let spies: [(plan: SpyPlan, conditions: [String])]
  let logsCalls: Bool
  /// `SpyEmitter.asyncSpelling`.
  var asyncSpelling: String? = nil

  package func makeIterator() -> Iterator {
    Iterator(parts: self)
  }

  package struct Iterator: IteratorProtocol {
    let parts: SpyParts
    private var headWritten = false
    private var written = 0
    private var batch: [[UInt8]] = []
    private var inBatch = 0

    init(parts: SpyParts) {
      self.parts = parts
    }

    package mutating func next() -> [UInt8]? {
      if !headWritten {
        headWritten = true
        return parts.head
      }
      if inBatch == batch.count {
        guard written < parts.spies.count else { return nil }
        let end = Swift.min(parts.spies.count, written + SpyParts.batchSize)
        let (logsCalls, spelling) = (parts.logsCalls, parts.asyncSpelling)
        batch = Array(parts.spies[written..<end]).concurrentMap { spy in
          SpyEmitter.emit(
            spy.plan, logsCalls: logsCalls, asyncSpelling: spelling, under: spy.conditions)
        }
        written = end
        inBatch = 0
      }
      defer { inBatch += 1 }
      return batch[inBatch]
    }
  }
}
