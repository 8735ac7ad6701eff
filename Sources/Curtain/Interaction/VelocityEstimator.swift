import Foundation

/// Estimates the speed of a one-dimensional position from its most recent samples.
///
/// It keeps at most ``capacity`` samples in a fixed ring (no allocation) and returns a
/// Theil–Sen estimate over those no older than ``window`` seconds before the newest one: the
/// median of the slopes between pairs of samples at least max(1, n/2 − 1) samples apart (every
/// pair up to five samples; 15 of the 28 pairs with eight). With five or more samples in the
/// window a single wild sample spoils fewer than half of the pairs and cannot move the median; a
/// least-squares fit would be pulled by it. When fewer than two samples lie in the window (the finger rested)
/// the slope of the last two samples is used, so a move after a pause still has a speed.
package struct VelocityEstimator: Sendable {
  static let capacity = 8
  static let window: TimeInterval = 0.1
  /// The most slopes a window gives: 15, with seven or eight samples.
  static let maximumSlopeCount = 15

  private var times = EightDoubles()
  private var positions = EightDoubles()
  /// The newest sample's time (kept apart: reading one element of a ring copies the ring).
  private var newestTime = 0.0
  private var head = 0
  private(set) var count = 0

  /// An estimator with no samples.
  package init() {}

  /// Forgets every sample.
  package mutating func reset() {
    head = 0
    count = 0
  }

  /// The newest sample's time, if any.
  package var lastTime: Double? {
    count > 0 ? newestTime : nil
  }

  /// Adds a sample; one at the same time as the newest replaces it.
  package mutating func add(time: Double, position: Double) {
    if count > 0, newestTime == time {
      positions[(head + 7) & 7] = position
      return
    }
    times[head] = time
    positions[head] = position
    newestTime = time
    head = (head + 1) & 7
    count = min(count + 1, Self.capacity)
  }

  /// The estimated speed, in position units per second; 0 with fewer than two samples.
  package func velocity() -> Double {
    guard count >= 2 else { return 0 }
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 31) { buffer in
      guard let ring = buffer.baseAddress else { return 0 }
      // Layout: the rings as stored, times in 0..<8 and positions in 8..<16, then the slopes in
      // 16..<31. Each ring is copied once: reading its elements one by one copies it each time.
      times.copy(to: ring)
      positions.copy(to: ring + 8)
      let newest = (head + 7) & 7
      let cutoff = ring[newest] - Self.window
      // The newest `n` samples lie inside the window; the k-th newest is at (head − 1 − k) & 7.
      var n = 1
      while n < count, ring[(head - 1 - n) & 7] >= cutoff { n += 1 }
      if n < 2 {
        let previous = (head + 6) & 7
        return (ring[8 + newest] - ring[8 + previous]) / (ring[newest] - ring[previous])
      }
      // Only pairs at least `gap` samples apart: close pairs are the noisiest, and skipping them
      // halves the work while a single sample still spoils fewer than half of the pairs. That
      // leaves at most 15 slopes (n = 7 or 8); the slots after them hold +∞, which sort last.
      // The window's k-th oldest sample is at (head − n + k) & 7.
      let gap = max(1, n / 2 - 1)
      var slopeCount = 0
      for i in 0..<max(n - gap, 0) {
        let older = (head - n + i) & 7
        for j in (i + gap)..<n {
          let newer = (head - n + j) & 7
          ring[16 + slopeCount] =
            (ring[8 + newer] - ring[8 + older]) / (ring[newer] - ring[older])
          slopeCount += 1
        }
      }
      let slopes = ring + 16
      for k in slopeCount..<Self.maximumSlopeCount { slopes[k] = .infinity }
      // A branch-free network: an insertion sort's data-dependent branches mispredicted.
      SortingNetwork.sortFifteen(slopes)
      let middle = slopeCount / 2
      return slopeCount % 2 == 1 ? slopes[middle] : (slopes[middle - 1] + slopes[middle]) / 2
    }
  }
}

/// Eight `Double`s stored inline (a homogeneous tuple), indexed `0..<8`: the estimator's ring
/// without a heap allocation.
///
/// `InlineArray` would say the same, but it needs Swift 6.2 and, on Apple platforms, iOS 26 /
/// macOS 26. A homogeneous tuple of `Double`s is laid out like a C array (element `i` at byte
/// `8 * i`), so `withUnsafeBytes(of:)` reads it as raw memory on every deployment target.
struct EightDoubles: Sendable {
  private var storage: (Double, Double, Double, Double, Double, Double, Double, Double) =
    (0, 0, 0, 0, 0, 0, 0, 0)

  /// Copies the eight elements, in order, to `destination`.
  func copy(to destination: UnsafeMutablePointer<Double>) {
    withUnsafeBytes(of: storage) { raw in
      for index in 0..<8 {
        destination[index] = raw.load(fromByteOffset: index &* 8, as: Double.self)
      }
    }
  }

  /// The element at `index`, which the caller keeps in `0..<8` (the ring masks with `& 7`).
  subscript(index: Int) -> Double {
    get {
      withUnsafeBytes(of: storage) { $0.load(fromByteOffset: (index & 7) &* 8, as: Double.self) }
    }
    set {
      withUnsafeMutableBytes(of: &storage) {
        $0.storeBytes(of: newValue, toByteOffset: (index & 7) &* 8, as: Double.self)
      }
    }
  }
}
