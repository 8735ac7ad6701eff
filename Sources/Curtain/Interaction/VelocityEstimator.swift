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
struct VelocityEstimator: Sendable {
  static let capacity = 8
  static let window: TimeInterval = 0.1

  private var times = EightDoubles()
  private var positions = EightDoubles()
  private var head = 0
  private(set) var count = 0

  /// Forgets every sample.
  mutating func reset() {
    head = 0
    count = 0
  }

  /// The newest sample's time, if any.
  var lastTime: Double? {
    count > 0 ? times[(head + 7) & 7] : nil
  }

  /// Adds a sample; one at the same time as the newest replaces it.
  mutating func add(time: Double, position: Double) {
    if count > 0, times[(head + 7) & 7] == time {
      positions[(head + 7) & 7] = position
      return
    }
    times[head] = time
    positions[head] = position
    head = (head + 1) & 7
    count = min(count + 1, Self.capacity)
  }

  /// The estimated speed, in position units per second; 0 with fewer than two samples.
  func velocity() -> Double {
    guard count >= 2 else { return 0 }
    let newest = (head + 7) & 7
    let cutoff = times[newest] - Self.window
    // Chronological indices of the samples inside the window.
    var first = count - 1
    while first > 0 {
      let index = (head - count + first - 1 + 8) & 7
      if times[index] < cutoff { break }
      first -= 1
    }
    let inWindow = count - first
    if inWindow < 2 {
      let previous = (head + 6) & 7
      return (positions[newest] - positions[previous]) / (times[newest] - times[previous])
    }
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 44) { buffer in
      // Layout: times in 0..<8, positions in 8..<16, slopes in 16..<44, oldest sample first.
      let n = count - first
      for k in 0..<n {
        let index = (head - count + first + k + 8) & 7
        buffer[k] = times[index]
        buffer[8 + k] = positions[index]
      }
      // Only pairs at least `gap` samples apart: close pairs are the noisiest, and skipping them
      // halves the work while a single sample still spoils fewer than half of the pairs.
      let gap = max(1, n / 2 - 1)
      var slopeCount = 0
      for i in 0..<max(n - gap, 0) {
        for j in (i + gap)..<n {
          let slope = (buffer[8 + j] - buffer[8 + i]) / (buffer[j] - buffer[i])
          // Insertion sort as the slopes arrive: at most 28 of them.
          var k = 16 + slopeCount
          while k > 16, buffer[k - 1] > slope {
            buffer[k] = buffer[k - 1]
            k -= 1
          }
          buffer[k] = slope
          slopeCount += 1
        }
      }
      let middle = 16 + slopeCount / 2
      return slopeCount % 2 == 1 ? buffer[middle] : (buffer[middle - 1] + buffer[middle]) / 2
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
