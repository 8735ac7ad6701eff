import Curtain
import Foundation

/// Content that coasts after the finger lifts while it scrolled it, as a `UIScrollView`
/// decelerates: the velocity decays by UIScrollView's `.normal` rate, 0.998 per millisecond
/// (`UIScrollView.DecelerationRate.normal`), so `v(t) = v₀ · 0.998^(1000 t)` and the offset is
/// `o + v₀ · (0.998^(1000 t) − 1) / (1000 · ln 0.998)`, stopped at the content's ends (the
/// model does not bounce; a device's scroll view rubber-bands past them and comes back).
///
/// ```swift
/// let coast = SheetDeceleration(offset: 150, velocity: 1000, limit: 1213)
/// coast.offset(at: coast.duration)  // ≈ 150 + 1000 / (1000 · −ln 0.998) ≈ 649
/// ```
package struct SheetDeceleration: Hashable, Sendable {
  /// The speed below which the content has stopped, 1 point per second: less than half a
  /// point is left to travel.
  package static let stoppedSpeed: CGFloat = 1

  /// The offset at the release, counted from "scrolled to the top".
  package let startOffset: CGFloat
  /// The offset's velocity at the release, points per second (positive: the content moves up).
  package let velocity: CGFloat
  /// The largest offset, counted from "scrolled to the top".
  package let limit: CGFloat
  /// The scrolled-to-the-top offset the player's content offset adds (`-adjustedContentInset.top`).
  package let topOffset: CGFloat

  /// Creates the coast.
  ///
  /// - Parameters:
  ///   - offset: The offset at the release, clamped to `0...limit`.
  ///   - velocity: Points per second; non-finite counts as 0.
  ///   - limit: The largest offset; negative or non-finite counts as 0.
  ///   - topOffset: The scrolled-to-the-top offset; non-finite counts as 0. Defaults to 0.
  package init(offset: CGFloat, velocity: CGFloat, limit: CGFloat, topOffset: CGFloat = 0) {
    self.limit = limit.isFinite ? max(limit, 0) : 0
    startOffset = offset.isFinite ? min(max(offset, 0), self.limit) : 0
    self.velocity = velocity.isFinite ? velocity : 0
    self.topOffset = topOffset.isFinite ? topOffset : 0
  }

  /// `1000 · ln r` for the normal rate, the decay's exponent per second (negative).
  private static var decay: CGFloat { 1000 * log(SheetModel.decelerationRate) }

  /// How long the content coasts, in seconds: until its speed falls below ``stoppedSpeed``, or
  /// it reaches an end of the content.
  package var duration: TimeInterval {
    let speed = abs(velocity)
    guard speed > Self.stoppedSpeed else { return 0 }
    let free = Double(log(Self.stoppedSpeed / speed) / Self.decay)
    let edge: CGFloat = velocity > 0 ? limit : 0
    // The time the free coast would reach the edge, when it does.
    let ratio = 1 + (edge - startOffset) * Self.decay / velocity
    guard ratio > 0 else { return free }
    let atEdge = Double(log(ratio) / Self.decay)
    return atEdge.isFinite && atEdge >= 0 ? min(free, atEdge) : free
  }

  /// The offset `time` seconds after the release, counted from "scrolled to the top"; from
  /// ``duration`` on, where it stopped.
  ///
  /// - Parameter time: Seconds since the release; negative counts as 0.
  /// - Returns: The offset, in `0...limit`.
  package func offset(at time: TimeInterval) -> CGFloat {
    let t = CGFloat(min(max(time.isFinite ? time : 0, 0), duration))
    let travelled = velocity * (exp(Self.decay * t) - 1) / Self.decay
    return min(max(startOffset + travelled, 0), limit)
  }

  /// The player's content offset `time` seconds after the release: ``offset(at:)`` plus
  /// ``topOffset``.
  ///
  /// - Parameter time: Seconds since the release.
  /// - Returns: The content offset to set.
  package func contentOffset(at time: TimeInterval) -> CGFloat { offset(at: time) + topOffset }
}
