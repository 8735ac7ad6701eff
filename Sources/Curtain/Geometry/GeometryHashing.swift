import Foundation

/// Equality and hashing of Core Graphics geometry by its components, the same on every platform.
///
/// `CGPoint`, `CGSize` and `CGRect` are `Hashable` in Foundation on Linux, but on Apple
/// platforms only from iOS 18, tvOS 18 and macOS 15. A value that stores them and is `Hashable`
/// must not let the compiler synthesize its conformance (with an older SDK it does not compile;
/// with a newer one it is synthesized without an availability check and traps on iOS 15–17).
/// Such values write `==` and `hash(into:)` with these helpers, and CI's parity lint
/// (`.ci/parity-lint.py`, rule parity-a) checks that they do.
///
/// The semantics, for every type that uses them:
/// - Components compare with `CGFloat`'s `==`. So `-0.0` equals `0.0`, and both hash the same
///   (`combine(_:into:)` hashes `-0.0` as `0.0`). NaN equals nothing, not even
///   itself: a value holding NaN is unequal to every value, a copy of itself included, so it
///   cannot be found again in a set (IEEE 754 semantics, as `Double` has them).
/// - A rectangle compares by its stored origin and size. Unlike `CGRect`'s own `==`, which
///   standardizes first, `CGRect(x: 0, y: 0, width: -1, height: -1)` is not equal to
///   `CGRect(x: -1, y: -1, width: 1, height: 1)`.
/// - A dictionary of frames compares key by key, and hashes independently of its order.
package enum GeometryHashing {
  /// Feeds one number to `hasher`, `-0.0` as `0.0` so that equal numbers hash equally.
  package static func combine(_ value: CGFloat, into hasher: inout Hasher) {
    hasher.combine(value == 0 ? 0 : value)
  }

  /// Feeds a point's `x` and `y`.
  package static func combine(_ point: CGPoint, into hasher: inout Hasher) {
    combine(point.x, into: &hasher)
    combine(point.y, into: &hasher)
  }

  /// Feeds a size's `width` and `height`.
  package static func combine(_ size: CGSize, into hasher: inout Hasher) {
    combine(size.width, into: &hasher)
    combine(size.height, into: &hasher)
  }

  /// Feeds a rectangle's origin and size.
  package static func combine(_ rect: CGRect, into hasher: inout Hasher) {
    combine(rect.origin, into: &hasher)
    combine(rect.size, into: &hasher)
  }

  /// Feeds whether there is a rectangle, then the rectangle.
  package static func combine(_ rect: CGRect?, into hasher: inout Hasher) {
    guard let rect else {
      hasher.combine(false)
      return
    }
    hasher.combine(true)
    combine(rect, into: &hasher)
  }

  /// Feeds a dictionary of rectangles independently of its iteration order, as `Dictionary`'s
  /// own `hash(into:)` does: the count, then the sum of each entry's own hash.
  package static func combine<Key: Hashable>(_ frames: [Key: CGRect], into hasher: inout Hasher) {
    var sum = 0
    for (key, rect) in frames {
      var entry = Hasher()
      entry.combine(key)
      combine(rect, into: &entry)
      sum = sum &+ entry.finalize()
    }
    hasher.combine(frames.count)
    hasher.combine(sum)
  }

  /// Whether two points have equal components.
  package static func equal(_ lhs: CGPoint, _ rhs: CGPoint) -> Bool {
    lhs.x == rhs.x && lhs.y == rhs.y
  }

  /// Whether two sizes have equal components.
  package static func equal(_ lhs: CGSize, _ rhs: CGSize) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height
  }

  /// Whether two rectangles have equal origins and sizes, as stored (not standardized).
  package static func equal(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
    equal(lhs.origin, rhs.origin) && equal(lhs.size, rhs.size)
  }

  /// Whether both rectangles are absent, or both present and equal.
  package static func equal(_ lhs: CGRect?, _ rhs: CGRect?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let lhs?, let rhs?): return equal(lhs, rhs)
    default: return false
    }
  }

  /// Whether two dictionaries have the same keys with equal rectangles.
  package static func equal<Key: Hashable>(_ lhs: [Key: CGRect], _ rhs: [Key: CGRect]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (key, rect) in lhs {
      guard let other = rhs[key], equal(rect, other) else { return false }
    }
    return true
  }
}
