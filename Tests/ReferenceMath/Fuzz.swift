import Foundation

/// A small property-based fuzzing harness: seeded cases, a simple shrink, reproducible reports.
///
/// Each case gets its own seed (drawn from the suite's seed), a magnitude `scale` (1 at first)
/// and a `size` (how many samples, keyframes or steps it may use). A property returns `nil`
/// when its invariants hold, or a sentence saying which one broke. A failing case is shrunk by
/// replaying the same seed with smaller magnitudes and sizes, and the smallest failure is
/// reported with everything needed to replay it: `Fuzz.replay(seed:scale:size:)`.
///
/// The number of cases comes from the caller (CI-sized) unless `CURTAIN_FUZZ_CASES` is set in
/// the environment, which then gives every fuzz suite that many cases (for long local runs:
/// `.ci/fuzz-soak.sh`).
public enum Fuzz {
  /// One case's parameters.
  public struct Case: Sendable, CustomStringConvertible {
    /// The case's seed: the generator handed to the property starts from it.
    public var seed: UInt64
    /// A multiplier for magnitudes, 1 at first; shrinking lowers it.
    public var scale: Double
    /// The largest count of samples, keyframes or steps to use; shrinking lowers it.
    public var size: Int

    /// A case.
    public init(seed: UInt64, scale: Double = 1, size: Int) {
      self.seed = seed
      self.scale = scale
      self.size = size
    }

    /// `seed 0x… scale … size …`.
    public var description: String {
      "seed 0x\(String(seed, radix: 16)) scale \(scale) size \(size)"
    }

    /// A generator for the case.
    public var generator: SplitMix64 { SplitMix64(seed: seed) }

    /// A finite double from a mix meant to break numeric code: ordinary values in `typical`,
    /// zeros, tiny and huge magnitudes (10^±e with e up to 308 × ``scale``), the largest and
    /// smallest doubles, and (when `invalid`) NaN and infinities.
    public func number(
      _ random: inout SplitMix64, typical: ClosedRange<Double>, invalid: Bool = true
    ) -> Double {
      let roll = random.unit()
      let sign: Double = random.chance(0.5) ? 1 : -1
      if roll < 0.55 { return random.uniform(in: typical) }
      if roll < 0.62 { return random.pick([0, -0.0, 1, -1]) }
      if roll < 0.80 {
        let exponent = random.uniform(in: -308...308) * scale
        return sign * pow(10, exponent)
      }
      if roll < 0.88 {
        let extremes = [
          Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude,
          Double.leastNormalMagnitude, 1e-300, 1e300, 1e-18, 1e18,
        ]
        return scale < 1
          ? sign * pow(10, random.uniform(in: -6...6) * scale)
          : sign
            * random.pick(extremes)
      }
      if invalid && roll < 0.94 { return random.pick([Double.nan, .infinity, -.infinity]) }
      return random.uniform(in: typical) * (1 + random.uniform(in: 0...10) * scale)
    }
  }

  /// The cases to run: `CURTAIN_FUZZ_CASES` when set, else `count`.
  public static func caseCount(_ count: Int) -> Int {
    if let text = ProcessInfo.processInfo.environment["CURTAIN_FUZZ_CASES"],
      let value = Int(text), value > 0
    {
      return value
    }
    return count
  }

  /// Runs `property` over `cases` seeded cases of at most `size`, shrinks each failure, prints
  /// `fuzz.<name>: N cases, F failures, S s`, and returns the failure reports (empty when every
  /// case held).
  ///
  /// - Parameters:
  ///   - name: The suite's name in the log (`timing`, `plans`, …).
  ///   - cases: The CI-sized count (see ``caseCount(_:)``).
  ///   - seed: The suite's seed.
  ///   - size: The largest size of a case.
  ///   - property: Checks one case; `nil` when its invariants hold.
  /// - Returns: One line per failing case, with its shrunk seed, scale and size.
  public static func run(
    _ name: String, cases: Int, seed: UInt64, size: Int = 16,
    _ property: (Case) -> String?
  ) -> [String] {
    let count = caseCount(cases)
    let start = Date()
    var seeds = SplitMix64(seed: seed)
    var reports: [String] = []
    for index in 0..<count {
      let test = Case(seed: seeds.next(), size: size)
      guard let failure = property(test) else { continue }
      let (smallest, message) = shrink(test, failure, property)
      reports.append(
        "fuzz.\(name): case \(index) failed: \(message) — replay with Fuzz.Case(\(smallest)) "
          + "(first seen at \(test))")
      if reports.count >= 10 { break }
    }
    let seconds = Date().timeIntervalSince(start)
    print(
      "fuzz.\(name): \(count) cases, \(reports.count) failures, "
        + String(format: "%.2f s", seconds))
    return reports
  }

  /// The smallest scale and size (halving each in turn) at which `test` still fails.
  static func shrink(
    _ test: Case, _ failure: String, _ property: (Case) -> String?
  ) -> (Case, String) {
    var best = test
    var message = failure
    var improved = true
    while improved {
      improved = false
      var candidates: [Case] = []
      if best.scale > 1e-3 {
        var smaller = best
        smaller.scale /= 4
        candidates.append(smaller)
      }
      if best.size > 1 {
        var fewer = best
        fewer.size /= 2
        candidates.append(fewer)
      }
      for candidate in candidates {
        if let failure = property(candidate) {
          best = candidate
          message = failure
          improved = true
          break
        }
      }
    }
    return (best, message)
  }
}
