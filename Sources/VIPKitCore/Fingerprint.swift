/// A 64-bit FNV-1a hash of bytes fed in order: the same in every process and on every
/// machine (Swift's `Hasher` is seeded per process), so caches keyed by it survive runs.
package struct Fingerprint: Sendable {
  private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

  package init() {}

  /// Feeds `bytes`, then a zero byte, so `"ab", "c"` and `"a", "bc"` differ.
  package mutating func mix(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    // The zero byte: XOR with 0 changes nothing, the multiplication still counts it.
    hash &*= 0x100_0000_01b3
  }

  package mutating func mix(_ text: String) { mix(text.utf8) }

  /// The hash as a number.
  package var value: UInt64 { hash }

  /// The hash in hex.
  package var text: String { String(hash, radix: 16) }
}
