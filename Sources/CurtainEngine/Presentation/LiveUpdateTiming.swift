import Curtain
import Foundation

/// How a presented view moves to its new frame after a live update, a resize or a keyboard
/// change: the one timing both players use (the UIKit player's presentation controller and the
/// headless scene's update, resize and keyboard transitions).
@usableFromInline package enum LiveUpdateTiming {
  /// The curve of every such move: ease-in-out, (0.42, 0) (0.58, 1), UIKit's `.easeInOut`, as
  /// Jelly's live updates.
  package static let curve = TimingCurve.easeInOut

  /// The duration of a live update or an animated resize when the caller gives none: 0.3 s,
  /// the default of the UIKit player's `update(layout:duration:)` and of the headless scene's
  /// `update(_:duration:)` and `resize(to:safeArea:animated:duration:)`.
  @usableFromInline package static let defaultDuration: TimeInterval = 0.3

  /// The keyboard's duration when its notification carries none: 0.25 s, the duration iOS's
  /// keyboard animates with.
  package static let keyboardDefaultDuration: TimeInterval = 0.25

  /// The timing of a move over `duration` seconds (0 moves at once).
  ///
  /// - Parameter duration: Seconds, finite and 0 or more.
  /// - Returns: The timing, on ``curve``.
  /// - Throws: ``TimingError`` for a negative or non-finite duration.
  package static func timing(duration: TimeInterval) throws(TimingError) -> AnimationTiming {
    try AnimationTiming(curve: curve, duration: duration)
  }
}
