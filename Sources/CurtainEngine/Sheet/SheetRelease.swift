import Curtain
import Foundation

/// Where a released sheet goes and how it gets there: a ``SheetSettle`` from the release
/// position to the target (a program's move: a spring), started with the finger's velocity,
/// ending exactly on the target.
package struct SheetRelease: Sendable {
  /// Where the sheet ends.
  package enum Outcome: Hashable, Sendable {
    /// It settles on the detent with this id.
    case detent(String)
    /// It leaves through the container's bottom edge.
    case dismissed
    /// The dismissal was vetoed; it springs back to the lowest detent, with this id.
    case vetoed(String)
  }

  /// The sheet's top edge at release, in points from the container's top.
  package let startTop: CGFloat
  /// The top edge it settles at.
  package let targetTop: CGFloat
  /// The release velocity, in points per second, positive downward.
  package let velocity: CGFloat
  /// The top edge the momentum projection reached, `p + (v / 1000) · r / (1 − r)`.
  package let projectedTop: CGFloat
  /// Where it ends.
  package let outcome: Outcome
  /// What the release reports, in order.
  package let events: [SheetEvent]
  /// A program's move's timing (a spring, as `animateChanges`); `nil` for a release, whose
  /// motion is ``settle``, and when the sheet is already on its target.
  package let timing: AnimationTiming?
  /// A release's settle (the finger's velocity, no acceleration, on the detent within 0.5 pt
  /// by 0.55 s); `nil` for a program's move, when the sheet is already on its target, or (for
  /// values too large to compute) when the sheet jumps to its target.
  package let settle: SheetSettle?

  /// Whether there is a motion to play: a ``settle`` or a ``timing``.
  package var isAnimated: Bool { settle != nil || timing != nil }

  /// How long the settle takes, in seconds.
  package var duration: TimeInterval { settle?.duration ?? timing?.endTime ?? 0 }

  init(
    startTop: CGFloat, targetTop: CGFloat, velocity: CGFloat, projectedTop: CGFloat,
    outcome: Outcome, events: [SheetEvent], timing: AnimationTiming? = nil,
    settle: SheetSettle? = nil
  ) {
    self.startTop = startTop
    self.targetTop = targetTop
    self.velocity = velocity
    self.projectedTop = projectedTop
    self.outcome = outcome
    self.events = events
    self.timing = timing
    self.settle = settle
  }

  /// The top edge `time` seconds after release; exactly ``targetTop`` from ``duration`` on.
  ///
  /// - Parameter time: Seconds since release.
  /// - Returns: The top edge, in points.
  package func top(at time: TimeInterval) -> CGFloat {
    if let settle {
      guard time < settle.duration else { return targetTop }
      return targetTop + CGFloat(settle.offset(at: time))
    }
    guard let timing else { return targetTop }
    let progress = timing.progress(at: time)
    if progress == 1 { return targetTop }
    return startTop + (targetTop - startTop) * CGFloat(progress)
  }

  /// The top edge's velocity `time` seconds after release, in points per second.
  ///
  /// - Parameter time: Seconds since release.
  /// - Returns: The velocity; the release velocity at 0, 0 once settled.
  package func topVelocity(at time: TimeInterval) -> CGFloat {
    if let settle { return CGFloat(settle.velocity(at: time)) }
    guard let timing, time < timing.endTime else { return 0 }
    guard case .spring(let spring, let initialVelocity) = timing.kind else { return 0 }
    return (targetTop - startTop)
      * CGFloat(spring.velocity(at: time, initialVelocity: initialVelocity))
  }
}
