import Foundation

/// The drag of a zoom's interactive dismissal: a finger anywhere on the presented screen drags
/// it, the screen shrinks as the finger goes down, and the point the finger touched stays under
/// the finger.
///
/// With the screen's resting frame F (height H), the touch-down point P and the finger's
/// translation T = (tx, ty) since touch-down:
///
/// - the **progress** is p = clamp(ty ÷ (``shrinkDistance`` × H), 0, 1): only the downward
///   travel counts; a drag sideways or up moves the screen without shrinking it;
/// - the **scale** is s = 1 − (1 − ``minimumScale``) × p, linear in the downward travel, from 1
///   at rest to ``minimumScale`` once the finger is ``shrinkDistance`` × H below where it
///   touched (iOS 18 style: the screen shrinks to about half as it is pulled down half its
///   height);
/// - the **frame** has size s × F.size and origin P + T − s × (P − F.origin), so the point of
///   the screen that was under the finger at touch-down, which lies at the same fraction
///   (P − F.origin) ÷ F.size of the frame, is at P + T: under the finger.
///
/// On release, with the finger's velocity V (points per second), the drag **projects** the
/// translation as a flick decelerating at UIKit's normal scroll rate would carry it:
/// T′ = T + V × `projectionTime` (0.998 per millisecond gives 0.998 ÷ (1 − 0.998) ÷ 1000 =
/// 0.499 s). The screen flies back onto the source when the projected progress
/// ty′ ÷ (``shrinkDistance`` × H) reaches ``completionThreshold``, and restores otherwise: a slow
/// drag past the threshold dismisses, and so does a short flick down, while a flick back up
/// restores.
///
/// ```swift
/// let drag = ShrinkingDrag()
/// let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
/// let frame = drag.frame(
///   of: screen, touchDown: CGPoint(x: 195, y: 300), translation: CGPoint(x: 0, y: 211))
/// // progress 211 ÷ 422 = 0.5, scale 0.75: (195 − 0.75·195, 511 − 0.75·300) = (48.75, 286),
/// // size 292.5 × 633
/// ```
///
/// Bad parameters are clamped, never trapped on: see
/// ``init(minimumScale:shrinkDistance:completionThreshold:)``.
public struct ShrinkingDrag: Hashable, Sendable {
  /// Seconds of travel a release projects: 0.499, UIKit's normal deceleration rate (0.998 per
  /// millisecond) as `0.998 ÷ (1 − 0.998) ÷ 1000`.
  package static let projectionTime: TimeInterval = 0.998 / (1 - 0.998) / 1000

  /// The smallest scale, reached at ``shrinkDistance``; in `0.05...1`.
  public let minimumScale: CGFloat
  /// The downward travel, as a fraction of the screen's height, at which the scale reaches
  /// ``minimumScale``; in `0.01...10`.
  public let shrinkDistance: CGFloat
  /// The projected progress from which a release dismisses; in `0...1`.
  public let completionThreshold: Double

  /// Creates a drag.
  ///
  /// - Parameters:
  ///   - minimumScale: The smallest scale, clamped into `0.05...1` (NaN or infinite reads as the
  ///     default). Defaults to 0.5.
  ///   - shrinkDistance: The travel to the smallest scale as a fraction of the screen's height,
  ///     clamped into `0.01...10` (NaN or infinite reads as the default). Defaults to 0.5.
  ///   - completionThreshold: The projected progress from which a release dismisses, clamped
  ///     into `0...1` (NaN reads as the default). Defaults to 0.5.
  public init(
    minimumScale: CGFloat = 0.5, shrinkDistance: CGFloat = 0.5, completionThreshold: Double = 0.5
  ) {
    self.minimumScale = minimumScale.isFinite ? min(max(minimumScale, 0.05), 1) : 0.5
    self.shrinkDistance = shrinkDistance.isFinite ? min(max(shrinkDistance, 0.01), 10) : 0.5
    self.completionThreshold =
      completionThreshold.isNaN ? 0.5 : min(max(completionThreshold, 0), 1)
  }

  /// The share of the shrink a translation gives: clamp(ty ÷ (``shrinkDistance`` × H), 0, 1).
  ///
  /// - Parameters:
  ///   - translation: The finger's travel since touch-down.
  ///   - frame: The screen's resting frame; its height sets the distance.
  /// - Returns: The progress in `0...1`; 0 for a non-finite translation or an empty frame.
  package func progress(translation: CGPoint, in frame: CGRect) -> Double {
    let raw = unclampedProgress(translation: translation, in: frame)
    return raw.isFinite ? min(max(raw, 0), 1) : 0
  }

  /// The scale at a progress: 1 − (1 − ``minimumScale``) × progress.
  ///
  /// - Parameter progress: A progress; clamped into `0...1` (NaN reads as 0).
  /// - Returns: The scale, in ``minimumScale``...1.
  package func scale(progress: Double) -> CGFloat {
    let share = progress.isNaN ? 0 : min(max(progress, 0), 1)
    return 1 - (1 - minimumScale) * CGFloat(share)
  }

  /// The screen's frame while the finger is at `touchDown + translation`: scaled about the
  /// touched point, which stays under the finger.
  ///
  /// - Parameters:
  ///   - frame: The screen's resting frame.
  ///   - touchDown: Where the finger touched, in the container's coordinates.
  ///   - translation: The finger's travel since touch-down.
  /// - Returns: The frame of size s × F.size at origin P + T − s × (P − F.origin); `frame`
  ///   itself when a number is not finite.
  package func frame(of frame: CGRect, touchDown: CGPoint, translation: CGPoint) -> CGRect {
    guard touchDown.x.isFinite, touchDown.y.isFinite, translation.x.isFinite,
      translation.y.isFinite
    else { return frame }
    let scale = scale(progress: progress(translation: translation, in: frame))
    return CGRect(
      x: touchDown.x + translation.x - scale * (touchDown.x - frame.minX),
      y: touchDown.y + translation.y - scale * (touchDown.y - frame.minY),
      width: frame.width * scale, height: frame.height * scale)
  }

  /// Whether a release dismisses: the projected progress
  /// (ty + vy × ``projectionTime``) ÷ (``shrinkDistance`` × H) reaches ``completionThreshold``.
  ///
  /// - Parameters:
  ///   - translation: The finger's travel at release.
  ///   - velocity: The finger's velocity at release, in points per second.
  ///   - frame: The screen's resting frame.
  /// - Returns: `true` to fly back onto the source, `false` to restore; `false` when a number
  ///   is not finite.
  package func dismisses(translation: CGPoint, velocity: CGPoint, in frame: CGRect) -> Bool {
    let projected = CGPoint(
      x: translation.x + velocity.x * Self.projectionTime,
      y: translation.y + velocity.y * Self.projectionTime)
    let progress = unclampedProgress(translation: projected, in: frame)
    return progress.isFinite && progress >= completionThreshold
  }

  /// The finger's velocity at the end of `samples`, in points per second, estimated along each
  /// axis as an `InteractionTracker` does (a median of slopes over the last 0.1 s, robust to
  /// one wild sample).
  ///
  /// - Parameter samples: The samples, oldest first; non-finite ones are skipped.
  /// - Returns: The velocity; zero with fewer than two usable samples.
  package static func releaseVelocity(of samples: [GestureSample]) -> CGPoint {
    var horizontal = VelocityEstimator()
    var vertical = VelocityEstimator()
    var last: TimeInterval?
    for sample in samples where sample.isFinite {
      if let last, sample.time < last { continue }
      last = sample.time
      horizontal.add(time: sample.time, position: Double(sample.translation.x))
      vertical.add(time: sample.time, position: Double(sample.translation.y))
    }
    let velocity = CGPoint(x: horizontal.velocity(), y: vertical.velocity())
    return velocity.x.isFinite && velocity.y.isFinite ? velocity : .zero
  }

  private func unclampedProgress(translation: CGPoint, in frame: CGRect) -> Double {
    let distance = Double(shrinkDistance * frame.height)
    guard distance > 0, distance.isFinite else { return 0 }
    return Double(translation.y) / distance
  }
}
