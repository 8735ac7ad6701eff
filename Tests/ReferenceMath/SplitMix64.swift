import Foundation

/// SplitMix64 (Steele, Lea and Flood, 2014): the one small deterministic generator every test
/// target uses, so that random tables and fuzz cases are the same on every run and platform.
///
/// It does not depend on Curtain, and the standard library's generator is not seedable.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The generator's whole state.
  public var state: UInt64

  /// A generator starting from `seed`.
  public init(seed: UInt64) { state = seed }

  /// A generator starting from `state` (the same as ``init(seed:)``).
  public init(state: UInt64) { self.state = state }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform double in `0..<1`, from the top 53 bits.
  public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// A uniform double in `range`.
  public mutating func uniform(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + unit() * (range.upperBound - range.lowerBound)
  }

  /// A uniform double in `range`.
  public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    uniform(in: range)
  }

  /// A uniform integer in `range` (modulo bias is negligible for the small ranges of tests).
  public mutating func int(_ range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound) &+ 1
    return range.lowerBound + Int(truncatingIfNeeded: span == 0 ? next() : next() % span)
  }

  /// True with probability `chance`.
  public mutating func chance(_ chance: Double) -> Bool { unit() < chance }

  /// One element of `choices`, which must not be empty.
  public mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }
}
