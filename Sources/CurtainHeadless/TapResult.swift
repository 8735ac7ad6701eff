import Foundation

/// What a tap on a ``HeadlessScene`` did (see ``HeadlessScene/tap(at:)``).
public enum TapResult {
  /// The tap landed on a screen's view, which received it: the top presented view when the tap
  /// is inside it, or the top screen when nothing is presented.
  case received(by: HeadlessScreen)
  /// The tap landed on the background of a presentation whose background tap is
  /// `.passthrough`, and went to the screen directly below the presented one.
  case passedThrough(to: HeadlessScreen)
  /// The tap landed on the background of a presentation whose background tap is `.dismiss`:
  /// the presentation is being dismissed with its own animator by this transition.
  case dismissed(HeadlessTransition)
  /// The tap landed on the background of a presentation whose background tap is `.none`, which
  /// swallowed it.
  case blocked
  /// A transition runs or waits; as in UIKit, the container takes no touches meanwhile.
  case ignored
}
